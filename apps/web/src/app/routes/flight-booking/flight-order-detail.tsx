import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { useAirlineTicketInfo } from '@/features/flight-booking/api/get-airline-ticket-info';
import { ChangeSheet } from '@/features/flight-booking/components/change-sheet';
import { ETicket } from '@/features/flight-booking/components/e-ticket';
import { FarePolicy } from '@/features/flight-booking/components/fare-policy';
import { FlightStatusHeader, type FlightView } from '@/features/flight-booking/components/flight-status-header';
import { RefundSheet } from '@/features/flight-booking/components/refund-sheet';
import { ReturnTripCard } from '@/features/flight-booking/components/return-trip-card';
import { useChangeFlight } from '@/features/flight-booking/hooks/use-change-flight';
import { useRefundFlight } from '@/features/flight-booking/hooks/use-refund-flight';
import { useOrderInfo } from '@/features/order/api/get-order-info';
import { invalidateOrder } from '@/features/order/api/keys';
import { OrderPageStates } from '@/features/order/components/order-page-states';
import { useLiveOrders, usePayWindowClosed, useRefetchOnReturn } from '@/features/order/hooks/use-live-orders';
import { usePayOrder } from '@/features/order/hooks/use-order-actions';
import { OrderStatus, orderActions, statusView } from '@/features/order/utils/status';
import { PayRequestPanel } from '@/features/pay-on-behalf/components/pay-request-panel';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { currentLocale } from '@/i18n';
import { useDateFormat } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { getSocketClient } from '@/lib/socket';
import { useMoney } from '@/lib/use-money';
import { refreshUserInfo } from '@/lib/user-reads';
import styles from './flight-booking.module.css';

const socketConnected = () => getSocketClient().connected;

const flightViews: Record<string, FlightView> = {
  unpaid: 'unpaid',
  expired: 'expired',
  completed: 'flown',
  refunding: 'refunding',
  refunded: 'refunded',
};

/**
 * A flight booking (`?oid=`): its state, the e-ticket with the booking reference and its QR code, the
 * fare's rules, contact, extras and what was paid; pay while the price lock runs; change to another flight
 * of the route or refund, each after a quote the user confirms.
 */
export default function FlightOrderDetail({ oid = '', ret }: { oid?: string; ret?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const money = useMoney();
  const { dateTime: time } = useDateFormat();
  const order = useOrderInfo(oid, { socketConnected });
  const sync = useWalletSync();
  // After a refund or a change (done or refused): the booking's views read again, and the wallet.
  const settle = useCallback(async () => {
    await Promise.all([invalidateOrder(client, oid), sync(), refreshUserInfo().catch(() => undefined)]);
  }, [client, oid, sync]);
  const {
    pay,
    paying,
    sheet: payShortfall,
  } = usePayOrder((res) => sync({ unit: res.balanceUnit, balance: res.balance }));
  const refund = useRefundFlight(oid, settle);
  const f = order.data?.flight ?? null;
  const change = useChangeFlight({ oid, cabin: f?.cabin ?? 'economy' }, settle);
  const ticket = useAirlineTicketInfo(f?.ticketId ?? '', currentLocale());
  useLiveOrders();
  useRefetchOnReturn(() => {
    if (oid) void order.refetch();
  });
  const expired = usePayWindowClosed(oid);

  const title = t('pages.flightOrderDetail');
  if (!oid || !order.data) return <OrderPageStates title={title} oid={oid} order={order} />;

  const o = order.data;
  if (!f)
    return (
      <Page title={title} plain>
        <StatusBlock kind="not-found" title={t('flightBooking.order.not_flight')} />
      </Page>
    );

  const view = flightViews[statusView(o)] ?? 'ticketed';
  const actions = orderActions(o);
  const upcoming = Date.parse(f.departAt) > Date.now();
  const canChange = o.status === OrderStatus.InProgress && o.payStatus === 1 && !f.promo && upcoming;
  const canRefund = actions.refund && upcoming;
  const tickets = f.ticketPrice * f.seats;

  const footer: ReactNode = actions.pay ? (
    <div className={styles.actions}>
      <Button
        color="primary"
        shape="rounded"
        className={styles.primary}
        loading={paying === o.oid}
        disabled={paying !== null}
        onClick={() => void pay(o)}
        data-testid="detail-pay"
      >
        {t('flightBooking.order.pay', { amount: money(o.amount, o.unit) })}
      </Button>
    </div>
  ) : canChange || canRefund ? (
    <div className={styles.actions}>
      {canRefund && (
        <Button shape="rounded" className={styles.secondary} onClick={refund.open} data-testid="detail-refund">
          {t('flightBooking.order.refund')}
        </Button>
      )}
      {canChange && (
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          className={styles.secondary}
          onClick={change.open}
          data-testid="detail-change"
        >
          {t('flightBooking.order.change')}
        </Button>
      )}
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
      <FlightStatusHeader view={view} order={o} onExpired={expired} />
      <div className={styles.stack}>
        <PayRequestPanel
          order={o}
          onChanged={() => void order.refetch()}
          onOpenChat={(chatGroup_id) => void navigate(href(paths.chat, { chatGroup_id }))}
        />
        <ETicket
          flight={f}
          passengers={o.passengers}
          state={view === 'ticketed' || view === 'flown' ? 'issued' : view === 'unpaid' ? 'pending' : 'void'}
        />

        {f.promo && view === 'ticketed' && <p className={styles.warn}>{t('flightBooking.policy.promo')}</p>}

        {ret && view === 'ticketed' && upcoming && (
          <ReturnTripCard
            flight={f}
            date={ret}
            onFind={() =>
              void navigate(
                href(paths.chooseAFlight, {
                  start: f.endAirport,
                  end: f.startAirport,
                  date: ret,
                  pax: f.seats === 1 ? undefined : f.seats,
                  cabin: f.cabin === 'economy' ? undefined : f.cabin,
                  after: f.arriveAt,
                }),
              )
            }
          />
        )}

        <section className={styles.card} aria-labelledby="wf-booking">
          <h3 id="wf-booking" className={styles.cardTitle}>
            {t('flightBooking.order.details')}
          </h3>
          <dl className={styles.infoList}>
            <Info label={t('flightBooking.order.contact')} value={f.contactPhone} />
            <Info
              label={t('flightBooking.order.passengers')}
              value={t('flightBooking.price.for_n', { count: f.seats })}
            />
            <Info
              label={t('flightBooking.order.baggage')}
              value={t('flightBooking.baggage.kg', { kg: f.extraBaggageKg })}
            />
            {f.changesMade > 0 && <Info label={t('flightBooking.order.changes')} value={String(f.changesMade)} />}
            <Info label={t('flightBooking.order.number')} value={o.oid} />
            <Info label={t('flightBooking.order.created')} value={time(o.createdAt)} />
            {o.paidAt && <Info label={t('flightBooking.order.paid_at')} value={time(o.paidAt)} />}
            {o.refundedAt && <Info label={t('flightBooking.order.refunded_at')} value={time(o.refundedAt)} />}
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="wf-paid">
          <h3 id="wf-paid" className={styles.cardTitle}>
            {t('flightBooking.price.title')}
          </h3>
          <dl className={styles.infoList}>
            <Info
              label={t('flightBooking.price.tickets', { price: money(f.ticketPrice, o.unit), count: f.seats })}
              value={money(tickets, o.unit)}
            />
            <Info
              label={t('flightBooking.price.baggage', { kg: f.extraBaggageKg })}
              value={money(f.extrasFee, o.unit)}
            />
            <Info label={t('flightBooking.price.total')} value={money(o.amount, o.unit)} testId="order-amount" />
            {o.refundAmount > 0 && (
              <Info
                label={t('flightBooking.order.refunded')}
                value={money(o.refundAmount, o.unit)}
                testId="order-refunded"
              />
            )}
          </dl>
        </section>

        {ticket.data && (
          <section className={styles.card} aria-labelledby="wf-rules">
            <h3 id="wf-rules" className={styles.cardTitle}>
              {t('flightBooking.policy.title')}
            </h3>
            <FarePolicy policy={ticket.data.policy} cabin={f.cabin} promo={f.promo} extraBaggageKg={f.extraBaggageKg} />
          </section>
        )}

        <button
          type="button"
          className={`${styles.card} ${styles.help}`}
          onClick={() => void navigate(href(paths.chat, { support: 1, oid: o.oid }))}
        >
          {t('flightBooking.order.help')}
        </button>
      </div>

      {payShortfall}
      <RefundSheet
        visible={refund.visible}
        quote={refund.quote}
        loading={refund.loading}
        error={refund.error}
        sending={refund.sending}
        paid={{ amount: o.amount, unit: o.unit }}
        onReload={() => void refund.reload()}
        onConfirm={() => void refund.confirm()}
        onClose={refund.close}
      />
      <ChangeSheet
        visible={change.visible}
        flight={f}
        ticketId={change.ticketId}
        quote={change.quote}
        quoting={change.quoting}
        sending={change.sending}
        onPick={(id) => void change.pick(id)}
        onBack={change.back}
        onConfirm={() => void change.confirm()}
        onClose={change.close}
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
