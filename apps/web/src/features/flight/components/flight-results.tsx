import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { AirlineTicket } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import { useDelayed } from '@/lib/use-delayed';
import { FlightCard } from './flight-card';
import styles from './flight-results.module.css';

type Page = { list: AirlineTicket[]; hasMore: boolean; page: number; total: number };

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  cabin: string;
  onOpen: (f: AirlineTicket) => void;
  /** Shown when nothing flies: nearby dates with fares, and clearing filters when some are on. */
  emptyAction?: ReactNode;
  /** Pulling down refreshes the list and whatever else the screen shows (the date strip). */
  onRefresh?: () => Promise<unknown>;
  /** What to try next, under the empty title. */
  emptyHint?: string;
  filtered: boolean;
};

function Skeleton() {
  const { t } = useTranslation();
  const shown = useDelayed(true);
  return (
    <div className={styles.skeletons} role="status" aria-busy="true">
      <span className="wf-sr-only">{t('common.loading')}</span>
      {shown &&
        Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.skeleton}>
            <div className={styles.bars}>
              <span className={styles.bar} style={{ width: '70%' }} />
              <span className={styles.bar} style={{ width: '45%' }} />
            </div>
            <span className={styles.bar} style={{ width: 64 }} />
          </div>
        ))}
    </div>
  );
}

/** The flights of the search: skeletons, error with retry, empty with nearby dates, infinite scroll. */
export function FlightResults({ query, cabin, onOpen, emptyAction, emptyHint, filtered, onRefresh }: Props) {
  const { t } = useTranslation();
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <PagedList
      query={query}
      loading={<Skeleton />}
      onRefresh={onRefresh}
      empty={
        <EmptyState
          title={t(filtered ? 'flight.results.empty_filtered' : 'flight.results.empty')}
          description={emptyHint}
          action={emptyAction}
        />
      }
      className={styles.feed}
      header={
        <p className={styles.count} aria-live="polite">
          {t('flight.results.count', { count: total })}
        </p>
      }
      listClassName={styles.list}
      testId="flight-list"
      itemKey={(f) => f._id}
      renderItem={(f) => <FlightCard flight={f} cabin={cabin} onOpen={onOpen} />}
    />
  );
}
