import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MerchantCard } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import styles from './merchant-feed.module.css';
import { TakeoutMerchant } from './takeout-merchant';

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
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <PagedList
      query={query}
      loading={<LoadingState variant="cards" rows={5} />}
      empty={
        <EmptyState
          title={t('takeout.list.empty')}
          description={filtered ? t('takeout.list.empty_filtered') : undefined}
          action={emptyAction}
        />
      }
      className={styles.feed}
      header={
        <p className={styles.count} aria-live="polite">
          {t('takeout.list.count', { count: total })}
        </p>
      }
      listClassName={styles.list}
      testId="merchant-list"
      itemKey={(m) => m.mid}
      renderItem={(m) => <TakeoutMerchant merchant={m} onOpen={onOpen} />}
    />
  );
}
