import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type {
  RechargeStatus as RechargeStatusValue,
  WithdrawalStatus as WithdrawalStatusValue,
} from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAmountsList } from '@/features/wallet/api/get-amounts-list';
import { useRechargeList } from '@/features/wallet/api/get-recharge-list';
import { useWithdrawList } from '@/features/wallet/api/get-withdraw-list';
import { RechargeItem, recordOfRef, TransactionItem, WithdrawalItem } from '@/features/wallet/components/record-items';
import {
  rechargeFilters,
  rechargeStatusKey,
  withdrawalFilters,
  withdrawalStatusKey,
} from '@/features/wallet/utils/status';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import styles from './transaction-record.module.css';

type Tab = 'all' | 'recharge' | 'withdraw';
const tabs: Tab[] = ['all', 'recharge', 'withdraw'];
type Paged<T> = { list: T[]; hasMore: boolean; page: number };

/**
 * The wallet's history: every movement (type, signed amount, balance after, related order), top-ups
 * and withdrawals with their status filters; infinite scroll and pull to refresh. The tab and filter
 * live in the address (`tab`, `status`), so back and reload keep them.
 */
export default function TransactionRecord() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'all';
  const rawStatus = params.get('status');
  const status = rawStatus !== null && /^\d$/.test(rawStatus) ? Number(rawStatus) : undefined;
  const locale = currentLocale();

  const rechargeStatus = (rechargeFilters as (number | undefined)[]).includes(status)
    ? (status as RechargeStatusValue | undefined)
    : undefined;
  const withdrawStatus = (withdrawalFilters as (number | undefined)[]).includes(status)
    ? (status as WithdrawalStatusValue | undefined)
    : undefined;
  const amounts = useAmountsList(locale, tab === 'all');
  const recharges = useRechargeList(rechargeStatus, locale, tab === 'recharge');
  const withdrawals = useWithdrawList(withdrawStatus, locale, tab === 'withdraw');

  const setQuery = (next: { tab: Tab; status?: number }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('tab', next.tab);
        if (next.status === undefined) p.delete('status');
        else p.set('status', String(next.status));
        return p;
      },
      { replace: true },
    );

  const open = (kind: 'recharge' | 'withdraw', id: string) => void navigate(href(paths.payInfo, { kind, id }));

  return (
    <Page title={t('pages.transactionRecord')}>
      <div className={styles.sticky}>
        <Tabs activeKey={tab} onChange={(key) => setQuery({ tab: key as Tab })} className={styles.tabs}>
          <Tabs.Tab key="all" title={t('wallet.tabs.all')} />
          <Tabs.Tab key="recharge" title={t('wallet.tabs.recharge')} />
          <Tabs.Tab key="withdraw" title={t('wallet.tabs.withdraw')} />
        </Tabs>
        {tab !== 'all' && (
          <div className={styles.filters} role="radiogroup" aria-label={t('wallet.filter.label')}>
            {(tab === 'recharge' ? rechargeFilters : withdrawalFilters).map((s) => {
              const on = (tab === 'recharge' ? rechargeStatus : withdrawStatus) === s;
              return (
                // biome-ignore lint/a11y/useSemanticElements: chips behave as a radio group
                <button
                  key={s ?? 'all'}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                  onClick={() => setQuery({ tab, status: s })}
                >
                  {s === undefined
                    ? t('wallet.filter.all')
                    : t(tab === 'recharge' ? rechargeStatusKey(s) : withdrawalStatusKey(s))}
                </button>
              );
            })}
          </div>
        )}
      </div>

      {tab === 'all' ? (
        <Feed
          query={amounts}
          empty={t('wallet.empty.all')}
          render={(r) => {
            const of = recordOfRef(r.ref);
            return <TransactionItem record={r} onOpen={of ? () => open(of.kind, of.id) : undefined} />;
          }}
        />
      ) : tab === 'recharge' ? (
        <Feed
          query={recharges}
          empty={status === undefined ? t('wallet.empty.recharge') : t('wallet.empty.filtered')}
          action={
            status === undefined && (
              <Button color="primary" shape="rounded" onClick={() => void navigate(paths.rechargeCenter)}>
                {t('wallet.actions.top_up')}
              </Button>
            )
          }
          render={(r) => <RechargeItem record={r} onOpen={() => open('recharge', r._id)} />}
        />
      ) : (
        <Feed
          query={withdrawals}
          empty={status === undefined ? t('wallet.empty.withdraw') : t('wallet.empty.filtered')}
          action={
            status === undefined && (
              <Button color="primary" shape="rounded" onClick={() => void navigate(paths.withdraw)}>
                {t('wallet.actions.withdraw')}
              </Button>
            )
          }
          render={(r) => <WithdrawalItem record={r} onOpen={() => open('withdraw', r._id)} />}
        />
      )}
    </Page>
  );
}

type FeedProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  render: (item: T) => ReactNode;
  empty: string;
  action?: ReactNode;
};

/** One history list: skeleton, error with retry, empty (with its action), pull to refresh and infinite scroll. */
function Feed<T extends { _id: string }>({ query, render, empty, action }: FeedProps<T>) {
  return (
    <PagedList
      query={query}
      loading={<LoadingState rows={6} />}
      empty={<EmptyState title={empty} action={action || undefined} />}
      testId="record-list"
      itemKey={(r) => r._id}
      renderItem={render}
    />
  );
}
