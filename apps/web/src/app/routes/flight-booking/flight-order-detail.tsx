import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { useAirlineTicketInfo } from '@/features/flight-booking/api/get-airline-ticket-info';
import { flightBookingKeys } from '@/features/flight-booking/api/keys';
import { ChangeSheet } from '@/features/flight-booking/components/change-sheet';
import { ETicket } from '@/features/flight-booking/components/e-ticket';
import { FarePolicy } from '@/features/flight-booking/components/fare-policy';
import { FlightStatusHeader, type FlightView } from '@/features/flight-booking/components/flight-status-header';
import { ReturnTripCard } from '@/features/flight-booking/components/return-trip-card';
import { useChangeFlight } from '@/features/flight-booking/hooks/use-change-flight';
import booking from '@/features/order/components/booking.module.css';
import { BookingCard, Info, InfoList } from '@/features/order/components/booking-card';
import { BookingHelpButton, bookingOrderFooter } from '@/features/order/components/booking-order';
import { OrderPageStates } from '@/features/order/components/order-page-states';
import { RefundQuoteSheet } from '@/features/order/components/refund-quote-sheet';
import { useBookingOrder } from '@/features/order/hooks/use-booking-order';
import { useBookingRefund } from '@/features/order/hooks/use-booking-refund';
import { OrderStatus, orderActions, statusView } from '@/features/order/utils/status';
import { PayRequestPanel } from '@/features/pay-on-behalf/components/pay-request-panel';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';

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
  const money = useMoney();
  const { dateTime: time } = useDateFormat();
  const { order, settle, pay, paying, payShortfall, expired } = useBookingOrder(oid);
  const refund = useBookingRefund(
    oid,
    {
      feature: flightBookingKeys.all,
      toasts: {
        done: (amount) => t('flightBooking.refund.done', { amount }),
        renewed: t('flightBooking.quote.renewed'),
      },
    },
    settle,
  );
  const f = order.data?.flight ?? null;
  const change = useChangeFlight({ oid, cabin: f?.cabin ?? 'economy' }, settle);
  const ticket = useAirlineTicketInfo(f?.ticketId ?? '', currentLocale());

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

  const footer = bookingOrderFooter({
    order: o,
    payText: t('flightBooking.order.pay', { amount: money(o.amount, o.unit) }),
    paying,
    onPay: () => void pay(o),
    reviewText: t('order.actions.review'),
    own: (canChange || canRefund) && (
      <>
        {canRefund && (
          <Button shape="rounded" className={booking.secondary} onClick={refund.open} data-testid="detail-refund">
            {t('flightBooking.order.refund')}
          </Button>
        )}
        {canChange && (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            className={booking.secondary}
            onClick={change.open}
            data-testid="detail-change"
          >
            {t('flightBooking.order.change')}
          </Button>
        )}
      </>
    ),
  });

  return (
    <Page title={title} footer={footer}>
      <FlightStatusHeader view={view} order={o} onExpired={expired} />
      <div className={booking.stack}>
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

        {f.promo && view === 'ticketed' && <p className={booking.warn}>{t('flightBooking.policy.promo')}</p>}

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

        <BookingCard id="wf-booking" title={t('flightBooking.order.details')}>
          <InfoList>
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
          </InfoList>
        </BookingCard>

        <BookingCard id="wf-paid" title={t('flightBooking.price.title')}>
          <InfoList>
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
          </InfoList>
        </BookingCard>

        {ticket.data && (
          <BookingCard id="wf-rules" title={t('flightBooking.policy.title')}>
            <FarePolicy policy={ticket.data.policy} cabin={f.cabin} promo={f.promo} extraBaggageKg={f.extraBaggageKg} />
          </BookingCard>
        )}

        <BookingHelpButton oid={o.oid} text={t('flightBooking.order.help')} />
      </div>

      {payShortfall}
      <RefundQuoteSheet
        refund={refund}
        paid={{ amount: o.amount, unit: o.unit }}
        texts={{
          title: t('flightBooking.refund.title'),
          confirm: (_q, amount) => t('flightBooking.refund.confirm', { amount }),
          paid: t('flightBooking.refund.paid'),
          fee: (q) => t('flightBooking.refund.fee', { pct: q.feeBp / 100 }),
          refund: t('flightBooking.refund.amount'),
          returned: t('flightBooking.refund.returned'),
          note: t('flightBooking.refund.note'),
          validFor: t('flightBooking.quote.valid_for'),
          expired: t('flightBooking.quote.expired'),
        }}
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
