import { useEffect, useState } from 'react';
import { ChevronRightIcon, NewsIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './news-strip.module.css';

type News = { _id: string; title: string };
type Props = { news: News[]; onOpen: (id: string) => void; onMore: () => void };

/** One headline at a time, rotating every 3.5 s; the label opens the news list. */
export function NewsStrip({ news, onOpen, onMore }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (news.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % news.length), 3500);
    return () => clearInterval(id);
  }, [news.length]);
  if (news.length === 0) return null;
  const item = news[index % news.length];
  return (
    <section className={styles.strip}>
      <button type="button" className={styles.label} onClick={onMore}>
        <NewsIcon size={18} />
        {t('home.news')}
      </button>
      <button
        type="button"
        className={styles.headline}
        onClick={() => item && onOpen(item._id)}
        aria-live="polite"
        key={item?._id}
      >
        {item?.title}
      </button>
      <button type="button" className={styles.more} onClick={onMore} aria-label={t('home.more_news')}>
        <ChevronRightIcon size={16} />
      </button>
    </section>
  );
}
