import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MerchantCard } from '@wayfare/contracts';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import styles from './merchant-feed.module.css';
import { MerchantRow } from './merchant-row';

type Page = { list: MerchantCard[]; hasMore: boolean; page: number; total: number };

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  onOpen: (m: MerchantCard) => void;
  /** Shown on an empty list (e.g. a button that clears the filters). */
  emptyAction?: ReactNode;
  filtered: boolean;
};

/** The restaurants: skeleton, error with retry, empty, pull to refresh and infinite scroll. */
export function MerchantFeed({ query, onOpen, emptyAction, filtered }: Props) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isPending) return <LoadingState variant="cards" rows={5} />;
  if (query.isError && items.length === 0)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('common.pull_to_refresh')}
      canReleaseText={t('common.release_to_refresh')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
    >
      {items.length === 0 ? (
        <EmptyState
          title={t('takeout.list.empty')}
          description={filtered ? t('takeout.list.empty_filtered') : undefined}
          action={emptyAction}
        />
      ) : (
        <div className={styles.feed}>
          <p className={styles.count} aria-live="polite">
            {t('takeout.list.count', { count: total })}
          </p>
          <ul className={styles.list} data-testid="merchant-list">
            {items.map((m) => (
              <li key={m.mid}>
                <MerchantRow merchant={m} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            threshold={50}
            loadMore={async () => {
              const res = await query.fetchNextPage();
              if (res.isError) throw res.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className={styles.retry} onClick={() => void retry()}>
                  {t('common.load_more_failed')}
                </button>
              ) : (
                <span className={styles.more}>{hasMore ? t('common.loading') : t('common.no_more')}</span>
              )
            }
          </InfiniteScroll>
        </div>
      )}
    </PullToRefresh>
  );
}
