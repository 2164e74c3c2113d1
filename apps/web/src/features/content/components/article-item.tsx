import { ChevronRightIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { formatDate } from '@/lib/format';
import styles from './article-item.module.css';

type Article = { _id: string; title: string; summary: string; cover: string; publishedAt: string };

/** One news or help entry: cover (news), title, summary, date. */
export function ArticleItem({
  article,
  onOpen,
  showDate,
}: {
  article: Article;
  onOpen: () => void;
  showDate: boolean;
}) {
  return (
    <button type="button" className={styles.item} onClick={onOpen}>
      {article.cover && <LazyImage src={article.cover} alt="" ratio={4 / 3} className={styles.cover} />}
      <span className={styles.text}>
        <span className={styles.title}>{article.title}</span>
        {article.summary && <span className={styles.summary}>{article.summary}</span>}
        {showDate && article.publishedAt && (
          <time className={styles.date} dateTime={article.publishedAt}>
            {formatDate(article.publishedAt)}
          </time>
        )}
      </span>
      {!article.cover && <ChevronRightIcon size={18} className={styles.chevron} />}
    </button>
  );
}
