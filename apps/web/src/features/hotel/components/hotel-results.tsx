import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import { useDelayed } from '@/lib/use-delayed';
import type { HotelResult } from '../api/search-hotels';
import { HotelCard } from './hotel-card';
import styles from './hotel-results.module.css';

type Page = { list: HotelResult[]; hasMore: boolean; page: number; total: number };

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  rooms: number;
  onOpen: (h: HotelResult) => void;
  filtered: boolean;
  /** Under the empty title: clear the filters, change the search. */
  emptyAction?: ReactNode;
};

function Skeleton() {
  const { t } = useTranslation();
  const shown = useDelayed(true);
  return (
    <div className={styles.skeletons} role="status" aria-busy="true">
      <span className="wf-sr-only">{t('common.loading')}</span>
      {shown &&
        Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.skeleton}>
            <span className={`${styles.bar} ${styles.photo}`} />
            <div className={styles.bars}>
              <span className={styles.bar} style={{ width: '80%' }} />
              <span className={styles.bar} style={{ width: '40%' }} />
              <span className={styles.bar} style={{ width: '55%' }} />
              <span className={styles.bar} style={{ width: '35%', marginLeft: 'auto', marginTop: 'auto' }} />
            </div>
          </div>
        ))}
    </div>
  );
}

/** The hotels of the search: skeletons, error with retry, empty with what to change, infinite scroll. */
export function HotelResults({ query, rooms, onOpen, filtered, emptyAction }: Props) {
  const { t } = useTranslation();
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <PagedList
      query={query}
      loading={<Skeleton />}
      empty={
        <EmptyState
          title={t(filtered ? 'hotel.results.empty_filtered' : 'hotel.results.empty')}
          description={t(filtered ? 'hotel.results.empty_filtered_hint' : 'hotel.results.empty_hint')}
          action={emptyAction}
        />
      }
      className={styles.feed}
      header={
        <p className={styles.count} aria-live="polite" data-testid="hotel-count">
          {t('hotel.results.count', { count: total })}
        </p>
      }
      listClassName={styles.list}
      testId="hotel-list"
      itemKey={(h) => h.mid}
      renderItem={(h) => <HotelCard hotel={h} rooms={rooms} onOpen={onOpen} />}
    />
  );
}
