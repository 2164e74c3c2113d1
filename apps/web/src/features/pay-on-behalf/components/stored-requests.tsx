import { useQueries } from '@tanstack/react-query';
import { type PayRequestInfo, PayRequestStatus } from '@wayfare/contracts';
import List from 'antd-mobile/es/components/list';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { payOrderInfoQuery } from '../api/get-pay-order-info';
import styles from './payer-view.module.css';

/** The status of a request as one word on the list. */
function statusKey(info: PayRequestInfo): string {
  if (info.status === PayRequestStatus.Waiting) return 'pay_on_behalf.waiting_short';
  if (info.status === PayRequestStatus.Paid || info.order.status > 0) return 'pay_on_behalf.paid';
  return info.status === PayRequestStatus.Expired ? 'pay_on_behalf.expired' : 'pay_on_behalf.cancelled';
}

/**
 * The pay requests this browser opened (kept in local storage, spec section 2), newest first, each as the
 * server answers it now: who asks, what, how much, and whether it still waits. Unknown ones are left out.
 */
export function StoredRequests({ pids, onOpen }: { pids: string[]; onOpen: (pid: string) => void }) {
  const { t } = useTranslation();
  const infos = useQueries({ queries: pids.map((pid) => payOrderInfoQuery(pid)) });
  const rows = infos.flatMap((q, i) => (q.data ? [{ pid: pids[i]!, info: q.data }] : []));
  if (rows.length === 0) return null;
  return (
    <div data-testid="pob-stored">
      <List mode="card" header={t('pay_on_behalf.opened')}>
        {rows.map(({ pid, info }) => (
          <List.Item
            key={pid}
            prefix={<LazyImage src={info.order.image || null} alt="" className={styles.thumb} />}
            description={t('pay_on_behalf.asks', { name: info.requester.name || info.requester._id })}
            extra={
              <span className={styles.storedExtra}>
                <PriceTag amount={info.amount} unit={info.unit} />
                <span className={styles.sub} data-status={info.status}>
                  {t(statusKey(info))}
                </span>
              </span>
            }
            onClick={() => onOpen(pid)}
            data-testid="pob-stored-item"
          >
            {info.order.title || t('pay_on_behalf.order_kind')}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
