import type { OrderSummary } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { Countdown } from '@/components/ui/countdown';
import { ClockIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { orderActions, statusView } from '../utils/status';
import styles from './order-card.module.css';
import { OrderStatusTag } from './order-status-tag';

type Props = {
  order: OrderSummary;
  onOpen: (order: OrderSummary) => void;
  onPay: (order: OrderSummary) => void;
  onRefund: (order: OrderSummary) => void;
  /** Opens the review of a completed order not reviewed yet (shown when given and the order can be reviewed). */
  onReview?: (order: OrderSummary) => void;
  /** "Order again" of a finished takeout order (shown when given and the order allows it). */
  onReorder?: (order: OrderSummary) => void;
  reordering?: boolean;
  /** Called once when an unpaid order's pay window closes (keep it stable: the countdown reacts to it). */
  onExpired?: () => void;
  paying?: boolean;
  refunding?: boolean;
};

/**
 * One order in the list: who and what, status, when, how much; for an unpaid order the time left to
 * pay and a Pay button; View always, Refund while the money can still go back, Order again once it ended.
 */
export function OrderCard({
  order: o,
  onOpen,
  onPay,
  onRefund,
  onReview,
  onReorder,
  reordering,
  onExpired,
  paying,
  refunding,
}: Props) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const view = statusView(o);
  const actions = orderActions(o);
  return (
    <article className={styles.card} data-testid="order-card" data-oid={o.oid} data-status={view}>
      <button type="button" className={styles.main} onClick={() => onOpen(o)}>
        <LazyImage src={o.image} alt="" className={styles.logo} />
        <span className={styles.body}>
          <span className={styles.head}>
            <span className={styles.title}>{o.title}</span>
            <OrderStatusTag view={view} />
          </span>
          {o.itemsPreview && (
            <span className={styles.preview} data-testid="order-card-items">
              {o.itemsPreview}
            </span>
          )}
          <span className={styles.sub}>{t('order.card.ordered', { time: dateTime(o.createdAt) })}</span>
          <span className={styles.row}>
            <span className={styles.sub}>{t('order.card.items', { count: o.itemCount })}</span>
            <span className={styles.total}>
              <span className={styles.totalLabel}>{t('order.card.total')}</span>
              <PriceTag amount={o.amount} unit={o.unit} size="sm" tone="plain" />
            </span>
          </span>
        </span>
      </button>
      <div className={styles.foot}>
        {actions.pay && o.expiresAt ? (
          <span className={styles.timer} data-testid="pay-countdown">
            <ClockIcon size={14} />
            <span>{t('order.eta.pay_within')}</span>
            <Countdown until={o.expiresAt} onEnd={onExpired} />
          </span>
        ) : (
          <span />
        )}
        <span className={styles.actions}>
          {actions.refund && (
            <Button
              className={styles.action}
              size="small"
              shape="rounded"
              loading={refunding}
              disabled={refunding}
              onClick={() => onRefund(o)}
              data-testid="order-refund"
            >
              {t('order.actions.refund')}
            </Button>
          )}
          <Button
            className={styles.action}
            size="small"
            shape="rounded"
            onClick={() => onOpen(o)}
            data-testid="order-view"
          >
            {t('order.actions.view')}
          </Button>
          {onReview && o.canReview && (
            <Button
              className={styles.action}
              size="small"
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => onReview(o)}
              data-testid="order-review"
            >
              {t('order.actions.review')}
            </Button>
          )}
          {onReorder && actions.reorder && (
            <Button
              className={styles.action}
              size="small"
              color="primary"
              shape="rounded"
              loading={reordering}
              disabled={reordering}
              onClick={() => onReorder(o)}
              data-testid="order-reorder"
            >
              {t('order.actions.reorder')}
            </Button>
          )}
          {actions.pay && (
            <Button
              className={styles.action}
              size="small"
              color="primary"
              shape="rounded"
              loading={paying}
              disabled={paying}
              onClick={() => onPay(o)}
              data-testid="order-pay"
            >
              {t('order.actions.pay')}
            </Button>
          )}
        </span>
      </div>
    </article>
  );
}
