import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { CancelSheet } from '@/features/hotel/components/cancel-sheet';
import { CancellationTimeline } from '@/features/hotel/components/cancellation-timeline';
import { PriceBreakdown } from '@/features/hotel/components/price-breakdown';
import { StatusHeader, type StayView } from '@/features/hotel/components/status-header';
import { Voucher } from '@/features/hotel/components/voucher';
import { useCancelHotel } from '@/features/hotel/hooks/use-cancel-hotel';
import { useOrderInfo } from '@/features/order/api/get-order-info';
import { invalidateOrder } from '@/features/order/api/keys';
import { OrderPageStates } from '@/features/order/components/order-page-states';
import { useLiveOrders, usePayWindowClosed, useRefetchOnReturn } from '@/features/order/hooks/use-live-orders';
import { usePayOrder } from '@/features/order/hooks/use-order-actions';
import { OrderStatus, orderActions, statusView } from '@/features/order/utils/status';
import { PayRequestPanel } from '@/features/pay-on-behalf/components/pay-request-panel';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useDateFormat } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { getSocketClient } from '@/lib/socket';
import { useMoney } from '@/lib/use-money';
import { refreshUserInfo } from '@/lib/user-reads';
import styles from './hotel-order-detail.module.css';

const socketConnected = () => getSocketClient().connected;

const stayViews: Record<string, StayView> = {
  unpaid: 'unpaid',
  expired: 'expired',
  completed: 'completed',
  refunding: 'cancelling',
  refunded: 'cancelled',
};

/**
 * A hotel booking (`?oid=`): its state, the voucher with the confirmation number and its QR code, the
 * stay, what was paid night by night, the cancellation timeline with this booking's exact amounts; pay
 * while the rooms are held; cancel after a quote the user confirms (exactly the quoted refund moves).
 */
export default function HotelOrderDetail({ oid = '' }: { oid?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const money = useMoney();
  const { dateTime: time } = useDateFormat();
  const order = useOrderInfo(oid, { socketConnected });
  const sync = useWalletSync();
  // After a cancellation (done or refused): the booking's views read again, and the wallet.
  const settle = useCallback(async () => {
    await Promise.all([invalidateOrder(client, oid), sync(), refreshUserInfo().catch(() => undefined)]);
  }, [client, oid, sync]);
  const {
    pay,
    paying,
    sheet: payShortfall,
  } = usePayOrder((res) => sync({ unit: res.balanceUnit, balance: res.balance }));
  const cancel = useCancelHotel(oid, settle);
  useLiveOrders();
  useRefetchOnReturn(() => {
    if (oid) void order.refetch();
  });
  const expired = usePayWindowClosed(oid);

  const title = t('pages.hotelOrderDetail');
  if (!oid || !order.data) return <OrderPageStates title={title} oid={oid} order={order} />;

  const o = order.data;
  const h = o.hotel;
  if (!h)
    return (
      <Page title={title} plain>
        <StatusBlock kind="not-found" title={t('hotel.order.not_hotel')} />
      </Page>
    );

  const view = stayViews[statusView(o)] ?? 'confirmed';
  const actions = orderActions(o);
  const guests = o.passengers.filter((p) => p.kind === 'guest');

  const footer: ReactNode = actions.pay ? (
    <div className={styles.actions}>
      <Button
        color="primary"
        shape="rounded"
        loading={paying === o.oid}
        disabled={paying !== null}
        onClick={() => void pay(o)}
        data-testid="detail-pay"
      >
        {t('hotel.order.pay', { amount: money(o.amount, o.unit) })}
      </Button>
    </div>
  ) : actions.refund ? (
    <div className={styles.actions}>
      <Button shape="rounded" onClick={cancel.open} data-testid="detail-cancel">
        {t('hotel.order.cancel')}
      </Button>
    </div>
  ) : o.status === OrderStatus.Completed && !o.reviewed ? (
    <div className={styles.actions}>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(href(paths.orderComment, { oid: o.oid }))}
        data-testid="detail-review"
      >
        {t('order.actions.review')}
      </Button>
    </div>
  ) : undefined;

  return (
    <Page title={title} footer={footer}>
      <StatusHeader view={view} order={o} onExpired={expired} />
      <div className={styles.stack}>
        <PayRequestPanel
          order={o}
          onChanged={() => void order.refetch()}
          onOpenChat={(chatGroup_id) => void navigate(href(paths.chat, { chatGroup_id }))}
        />
        <Voucher
          code={h.voucherCode}
          qr={h.voucherQr}
          state={view === 'confirmed' || view === 'completed' ? 'issued' : view === 'unpaid' ? 'pending' : 'void'}
          hotelName={h.hotelName}
          hotelAddress={h.hotelAddress}
          roomName={h.roomType}
          rooms={h.rooms}
          checkIn={h.checkIn}
          checkOut={h.checkOut}
          checkInTime={h.checkInTime}
          checkOutTime={h.checkOutTime}
          nights={h.nights}
          guests={guests.length ? guests : o.passengers}
        />

        <section className={styles.card} aria-labelledby="wf-booking">
          <h3 id="wf-booking" className={styles.cardTitle}>
            {t('hotel.order.details')}
          </h3>
          <dl className={styles.infoList}>
            <Info label={t('hotel.order.rate')} value={t(`hotel.rate.${h.rate}`)} />
            <Info label={t('hotel.order.guests')} value={t('hotel.guests', { count: h.guests })} />
            <Info
              label={t('hotel.confirm.arrival')}
              value={
                h.arrivalTime
                  ? t('hotel.confirm.arrival_at', { time: h.arrivalTime })
                  : t('hotel.confirm.arrival_unsure')
              }
            />
            {h.contactPhone && <Info label={t('hotel.confirm.phone')} value={h.contactPhone} />}
            {o.remark && <Info label={t('hotel.confirm.requests')} value={o.remark} />}
            <Info label={t('hotel.order.number')} value={o.oid} />
            <Info label={t('hotel.order.created')} value={time(o.createdAt)} />
            {o.paidAt && <Info label={t('hotel.order.paid_at')} value={time(o.paidAt)} />}
            {o.refundedAt && <Info label={t('hotel.order.cancelled_at')} value={time(o.refundedAt)} />}
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="wf-paid">
          <h3 id="wf-paid" className={styles.cardTitle}>
            {t('hotel.price.title')}
          </h3>
          <PriceBreakdown breakdown={h.breakdown} />
          {o.refundAmount > 0 && (
            <dl className={styles.infoList}>
              <Info label={t('hotel.order.refunded')} value={money(o.refundAmount, o.unit)} testId="order-refunded" />
            </dl>
          )}
        </section>

        <section className={styles.card} aria-labelledby="wf-cancel">
          <h3 id="wf-cancel" className={styles.cardTitle}>
            {t('hotel.cancel.title')}
          </h3>
          <CancellationTimeline
            steps={h.cancellation}
            unit={h.breakdown.unit}
            timeZone={h.timezone}
            markNow={view === 'confirmed' || view === 'unpaid'}
          />
          <p className={styles.muted}>{t('hotel.cancel.local_time')}</p>
        </section>

        <button
          type="button"
          className={`${styles.card} ${styles.help}`}
          onClick={() => void navigate(href(paths.chat, { support: 1, oid: o.oid }))}
        >
          {t('hotel.order.help')}
        </button>
      </div>

      {payShortfall}
      <CancelSheet
        visible={cancel.visible}
        quote={cancel.quote}
        loading={cancel.loading}
        error={cancel.error}
        sending={cancel.sending}
        paid={{ amount: o.amount, unit: o.unit }}
        onReload={() => void cancel.reload()}
        onConfirm={() => void cancel.confirm()}
        onClose={cancel.close}
      />
    </Page>
  );
}

function Info({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.infoRow}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
