import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './paged-list.module.css';
import { PullToRefresh } from './pull-to-refresh';
import { ErrorState } from './states';

type PagedListProps<T> = {
  /** A paged query: each page carries its `list`; `hasNextPage` says whether another page follows. */
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** The skeleton shown before the first page arrives. */
  loading: ReactNode;
  /** Shown (inside pull to refresh) when the first page is empty. */
  empty: ReactNode;
  /** What pulling down does; the query's own refetch unless the screen refreshes more. */
  onRefresh?: () => Promise<unknown>;
  /** Above the list, inside the wrapper (e.g. a result count). */
  header?: ReactNode;
  /** The wrapper around header, list and footer; without it they sit directly in pull to refresh. */
  className?: string;
  /** Extra class on the `ul`, beside the bare list reset. */
  listClassName?: string;
  testId?: string;
};

/**
 * One paged list: skeleton, error with retry (while nothing is shown), empty, pull to refresh, and
 * infinite scroll whose footer says loading, the end, or offers a retry when a page failed.
 */
export function PagedList<T>({
  query,
  renderItem,
  itemKey,
  loading,
  empty,
  onRefresh,
  header,
  className,
  listClassName,
  testId,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return loading;
  if (query.isError && items.length === 0)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const feed = (
    <>
      {header}
      <ul className={listClassName ? `${styles.list} ${listClassName}` : styles.list} data-testid={testId}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
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
    </>
  );

  return (
    <PullToRefresh
      onRefresh={async () => {
        await (onRefresh ? onRefresh() : query.refetch());
      }}
    >
      {items.length === 0 ? empty : className ? <div className={className}>{feed}</div> : feed}
    </PullToRefresh>
  );
}
