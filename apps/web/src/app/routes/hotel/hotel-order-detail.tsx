import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { href, paths } from '@/config/paths';
import { hotelKeys } from '@/features/hotel/api/keys';
import { CancellationTimeline } from '@/features/hotel/components/cancellation-timeline';
import { PriceBreakdown } from '@/features/hotel/components/price-breakdown';
import { StatusHeader, type StayView } from '@/features/hotel/components/status-header';
import { Voucher } from '@/features/hotel/components/voucher';
import booking from '@/features/order/components/booking.module.css';
import { BookingCard, Info, InfoList } from '@/features/order/components/booking-card';
import { BookingHelpButton, bookingOrderFooter } from '@/features/order/components/booking-order';
import { OrderPageStates } from '@/features/order/components/order-page-states';
import { RefundQuoteSheet } from '@/features/order/components/refund-quote-sheet';
import { useBookingOrder } from '@/features/order/hooks/use-booking-order';
import { useBookingRefund } from '@/features/order/hooks/use-booking-refund';
import { orderActions, statusView } from '@/features/order/utils/status';
import { PayRequestPanel } from '@/features/pay-on-behalf/components/pay-request-panel';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';

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
  const money = useMoney();
  const { dateTime: time } = useDateFormat();
  const { order, settle, pay, paying, payShortfall, expired } = useBookingOrder(oid);
  const cancel = useBookingRefund(
    oid,
    {
      feature: hotelKeys.all,
      toasts: { done: (amount) => t('hotel.cancel_sheet.done', { amount }), renewed: t('hotel.cancel_sheet.renewed') },
    },
    settle,
  );

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

  const footer = bookingOrderFooter({
    order: o,
    payText: t('hotel.order.pay', { amount: money(o.amount, o.unit) }),
    paying,
    onPay: () => void pay(o),
    reviewText: t('order.actions.review'),
    own: actions.refund && (
      <Button shape="rounded" onClick={cancel.open} data-testid="detail-cancel">
        {t('hotel.order.cancel')}
      </Button>
    ),
  });

  return (
    <Page title={title} footer={footer}>
      <StatusHeader view={view} order={o} onExpired={expired} />
      <div className={booking.stack}>
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

        <BookingCard id="wf-booking" title={t('hotel.order.details')}>
          <InfoList>
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
          </InfoList>
        </BookingCard>

        <BookingCard id="wf-paid" title={t('hotel.price.title')}>
          <PriceBreakdown breakdown={h.breakdown} />
          {o.refundAmount > 0 && (
            <InfoList>
              <Info label={t('hotel.order.refunded')} value={money(o.refundAmount, o.unit)} testId="order-refunded" />
            </InfoList>
          )}
        </BookingCard>

        <BookingCard id="wf-cancel" title={t('hotel.cancel.title')}>
          <CancellationTimeline
            steps={h.cancellation}
            unit={h.breakdown.unit}
            timeZone={h.timezone}
            markNow={view === 'confirmed' || view === 'unpaid'}
          />
          <p className={booking.muted}>{t('hotel.cancel.local_time')}</p>
        </BookingCard>

        <BookingHelpButton oid={o.oid} text={t('hotel.order.help')} />
      </div>

      {payShortfall}
      <RefundQuoteSheet
        refund={cancel}
        paid={{ amount: o.amount, unit: o.unit }}
        texts={{
          title: t('hotel.cancel_sheet.title'),
          confirm: (q, amount) =>
            q.refundAmount > 0 ? t('hotel.cancel_sheet.confirm', { amount }) : t('hotel.cancel_sheet.confirm_nothing'),
          paid: t('hotel.cancel_sheet.paid'),
          fee: (q) =>
            q.fee === 0 ? t('hotel.cancel_sheet.no_fee') : t('hotel.cancel_sheet.fee', { pct: q.feeBp / 100 }),
          refund: t('hotel.cancel_sheet.refund'),
          returned: t('hotel.cancel_sheet.returned'),
          note: t('hotel.cancel_sheet.note'),
          validFor: t('hotel.cancel_sheet.valid_for'),
          expired: t('hotel.cancel_sheet.expired'),
        }}
      />
    </Page>
  );
}
