import type { ChatMessage } from '@wayfare/contracts';
import { OrderType, PayRequestStatus } from '@wayfare/contracts/enums';
import { useState } from 'react';
import { Countdown } from '@/components/ui/countdown';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { href, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import styles from './message-cards.module.css';

type OrderInfo = Extract<ChatMessage, { kind: 'order' }>['order'];
type PayRequest = Extract<ChatMessage, { kind: 'pay_request' }>['payRequest'];

/** Where an order of each type opens. */
function orderPage(order: OrderInfo): string | null {
  if (!order.oid) return null;
  if (order.pType === OrderType.Takeout) return href(paths.takeoutOrderDetail, { oid: order.oid });
  if (order.pType === OrderType.Flight) return href(paths.flightOrderDetail, { oid: order.oid });
  if (order.pType === OrderType.Hotel) return href(paths.hotelOrderDetail, { oid: order.oid });
  return null;
}

const payStatusKey: Record<number, string> = {
  [PayRequestStatus.Waiting]: 'chat.card.pay_waiting',
  [PayRequestStatus.Paid]: 'chat.card.pay_paid',
  [PayRequestStatus.Expired]: 'chat.card.pay_expired',
  [PayRequestStatus.Cancelled]: 'chat.card.pay_cancelled',
};

function OrderSummary({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  return (
    <span className={styles.summary}>
      <LazyImage src={order.image || null} alt="" className={styles.thumb} />
      <span className={styles.info}>
        <span className={styles.title}>{order.title || t('chat.card.order')}</span>
        <span className={styles.meta}>
          <PriceTag amount={order.amount} unit={order.unit} size="sm" />
          <span className={styles.status}>{t(`chat.order_status.${order.status}`, { defaultValue: '' })}</span>
        </span>
      </span>
    </span>
  );
}

/** An order card: what was ordered, the amount in its seller's currency, its status; opens the order. */
export function OrderCard({ order, note }: { order: OrderInfo; note?: string }) {
  const { t } = useTranslation();
  const target = orderPage(order);
  return (
    <button
      type="button"
      className={styles.card}
      disabled={!target}
      onClick={() => target && void navigate(target).catch(() => {})}
      data-testid="chat-order-card"
    >
      <span className={styles.label}>{t('chat.card.order')}</span>
      <OrderSummary order={order} />
      {note && <span className={styles.note}>{note}</span>}
    </button>
  );
}

/** A pay-on-behalf request: the order, whether it is paid or expired; opens the pay page while payable. */
export function PayRequestCard({ request, note }: { request: PayRequest; note?: string }) {
  const { t } = useTranslation();
  const waiting = request.status === PayRequestStatus.Waiting;
  // The card turns "expired" the second its window closes, without a reload.
  const [ended, setEnded] = useState(false);
  const expired = waiting && (ended || new Date(request.expiresAt).getTime() <= Date.now());
  const payable = waiting && !expired;
  const statusKey = expired ? 'chat.card.pay_expired' : (payStatusKey[request.status] ?? 'chat.card.pay_expired');
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.pay}`}
      onClick={() => void navigate(href(paths.payOnBehalf, { pay_on_behalf: request.pid })).catch(() => {})}
      data-testid="chat-pay-card"
    >
      <span className={styles.label}>{t('chat.card.pay_request')}</span>
      <OrderSummary order={request.order} />
      {note && <span className={styles.note}>{note}</span>}
      <span className={`${styles.footer} ${payable ? styles.open : ''}`} data-status={payable ? 'waiting' : statusKey}>
        {t(statusKey)}
        {payable && (
          <span className={styles.timeLeft}>
            {' · '}
            {t('chat.card.pay_time_left')} <Countdown until={request.expiresAt} onEnd={() => setEnded(true)} />
          </span>
        )}
      </span>
    </button>
  );
}
