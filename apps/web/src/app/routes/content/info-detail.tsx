import { useState } from 'react';
import { ShareIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { Page } from '@/components/ui/page';
import { SharePopup } from '@/components/ui/share-popup';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useArticle } from '@/features/content/api/get-article';
import { HtmlContent } from '@/features/content/components/html-content';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/format';
import styles from './content.module.css';

/** One news or help article (`id`, `type=news|help`). */
export default function InfoDetail({ id = '', type }: { id?: string; type?: string }) {
  const { t } = useTranslation();
  const kind = type === 'help' ? 'help' : 'news';
  const article = useArticle(kind, id, currentLocale());
  const [sharing, setSharing] = useState(false);
  const navTitle = kind === 'help' ? t('info.help_title') : t('info.news_title');

  return (
    <Page
      title={navTitle}
      plain
      right={
        article.data && (
          <button
            type="button"
            className={styles.share}
            onClick={() => setSharing(true)}
            aria-label={t('widgets.share_title')}
          >
            <ShareIcon size={20} />
          </button>
        )
      }
    >
      {!id ? (
        <ErrorState title={t('info.missing')} />
      ) : article.isPending ? (
        <div className={styles.article}>
          <LoadingState variant="detail" rows={1} />
        </div>
      ) : article.isError ? (
        <ErrorState error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <article className={styles.article}>
          <h1 className={styles.title}>{article.data.title}</h1>
          {kind === 'news' && article.data.publishedAt && (
            <time className={styles.date} dateTime={article.data.publishedAt}>
              {formatDate(article.data.publishedAt)}
            </time>
          )}
          {article.data.cover && (
            <LazyImage src={article.data.cover} alt="" ratio={16 / 9} className={styles.cover} eager />
          )}
          <HtmlContent html={article.data.content} />
          <SharePopup
            visible={sharing}
            onClose={() => setSharing(false)}
            url={window.location.href}
            title={article.data.title}
            text={article.data.summary}
          />
        </article>
      )}
    </Page>
  );
}
