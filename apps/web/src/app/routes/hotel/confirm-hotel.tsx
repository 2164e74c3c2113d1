import { zodResolver } from '@hookform/resolvers/zod';
import { type HotelRate, HotelRates } from '@wayfare/contracts';
import { useCallback } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { useCreateHotelOrderMutation } from '@/features/hotel/api/create-hotel-order';
import { useHotelInfo } from '@/features/hotel/api/get-hotel-info';
import { ArrivalChips } from '@/features/hotel/components/arrival-chips';
import { CancellationTimeline } from '@/features/hotel/components/cancellation-timeline';
import { GuestCard } from '@/features/hotel/components/guest-card';
import { PriceBreakdown } from '@/features/hotel/components/price-breakdown';
import { StayCard } from '@/features/hotel/components/stay-card';
import {
  arrivalChoices,
  emptyGuest,
  type GuestFormOutput,
  type GuestFormValues,
  guestErrorKey,
  guestFieldOfError,
  guestFormSchema,
  guestsToName,
  toCreateHotelOrder,
} from '@/features/hotel/utils/guest-form';
import { nightsBetween, parseStayAsk } from '@/features/hotel/utils/stay-query';
import booking from '@/features/order/components/booking.module.css';
import { BookingCard } from '@/features/order/components/booking-card';
import {
  BookingForm,
  BookingHold,
  BookingTotalFooter,
  ConfirmPageState,
  ContactPhoneCard,
  PriceChangedNote,
  phoneLike,
} from '@/features/order/components/booking-confirm';
import fields from '@/features/order/components/booking-fields.module.css';
import { useFieldMessage } from '@/features/order/components/booking-row';
import { useBookingCheckout } from '@/features/order/hooks/use-booking-checkout';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { todayYmd } from '@/lib/format';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';
import styles from './confirm-hotel.module.css';

type Props = { mid?: string; pid?: string; rate?: string };

const isRate = (v: string | undefined): v is HotelRate => (HotelRates as readonly string[]).includes(v ?? '');
/** Refusals after which the hotel's prices or rooms left are read again. */
const staleKeys = ['rooms_unavailable', 'too_many_guests', 'stay_in_past', 'product_exception'];
const detailHref = (oid: string) => href(paths.hotelOrderDetail, { oid });

/**
 * Confirm a stay (`?mid=&pid=&rate=&in=&out=&rooms=&guests=`): the hotel, room and dates with their
 * times, one lead guest per room (name and document, checked by the contract's rules), a phone, the
 * arrival hour and requests, the price per night with the service fee and the total in the hotel's
 * currency, and the rate's cancellation timeline with exact amounts. Booking holds the rooms until the
 * order's `expiresAt` (counted down while it waits to be paid).
 */
export default function ConfirmHotel({ mid = '', pid = '', rate: rateParam }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const user = useLoginUser();
  const [params] = useSearchParams();
  const stay = parseStayAsk(params, todayYmd());
  const rateName: HotelRate = isRate(rateParam) ? rateParam : 'flexible';
  const info = useHotelInfo(mid, stay, currentLocale());
  const fieldMessage = useFieldMessage();
  const named = guestsToName(stay.guests);

  const form = useForm<GuestFormValues, unknown, GuestFormOutput>({
    resolver: zodResolver(guestFormSchema, { error: (iss) => guestErrorKey(iss) }),
    defaultValues: {
      guests: Array.from({ length: named }, emptyGuest),
      contactPhone: phoneLike(user?.account),
      arrivalTime: '',
      remark: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const arrival = useWatch({ control: form.control, name: 'arrivalTime' });

  const onFieldErrors = useCallback(
    (fields: string[], message: string) => {
      for (const f of fields) form.setError(f as FieldPath<GuestFormValues>, { type: 'server', message });
      const first = fields[0] ?? '';
      const id = first === 'contactPhone' ? 'wf-hotel-contact' : `wf-${first.replace(/^guests\.(\d+)\./, 'g$1-')}`;
      document.getElementById(id)?.focus();
    },
    [form],
  );
  const { mutateAsync: create } = useCreateHotelOrderMutation();
  const checkout = useBookingCheckout({
    create,
    detailHref,
    fieldsOf: guestFieldOfError,
    staleKeys,
    onStale: () => void info.refetch(),
    onFieldErrors,
  });

  const title = t('pages.confirmHotel');
  const h = info.data;
  const hotel = h?.hotel ?? null;
  const room = hotel?.roomTypes.find((r) => r.pid === pid);
  const rate = room?.rates.find((r) => r.rate === rateName);

  const notFound =
    !/^\d+$/.test(mid) ||
    !/^\d+$/.test(pid) ||
    (info.error instanceof ApiError && info.error.key === 'not_found') ||
    Boolean(h && (!hotel || !room));
  if (notFound || !h || !hotel || !room)
    return (
      <ConfirmPageState
        title={title}
        query={info}
        notFound={
          notFound && {
            text: t('hotel.confirm.not_found'),
            actionText: t('hotel.confirm.search_again'),
            to: paths.bookAHotel,
          }
        }
      />
    );

  const unit = rate?.breakdown.unit ?? h.unit;
  const total = checkout.total(rate?.breakdown.total ?? 0, unit);
  const bookable = Boolean(rate) && room.available && room.fitsGuests && room.roomsLeft >= stay.rooms;
  const contactError = fieldMessage(form.formState.errors.contactPhone, t('hotel.confirm.phone'));
  const remarkError = fieldMessage(form.formState.errors.remark, t('hotel.confirm.requests'));

  const submit = form.handleSubmit(
    (values) =>
      checkout.book(
        toCreateHotelOrder(values, {
          mid,
          pid,
          rooms: stay.rooms,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          rate: rateName,
          amount: rate?.breakdown.total ?? 0,
        }),
        unit,
      ),
    (errors) => {
      const first = errors.guests?.findIndex?.((g) => g) ?? -1;
      document
        .querySelector<HTMLElement>(first >= 0 ? `[data-testid="guest-${first}"]` : '#wf-hotel-contact')
        ?.scrollIntoView?.({ block: 'center' });
    },
  );

  return (
    <Page
      title={title}
      footer={
        <BookingTotalFooter
          label={t('hotel.price.total')}
          total={total}
          note={`${t('hotel.nights', { count: nightsBetween(stay.checkIn, stay.checkOut) })} · ${t('hotel.rooms', { count: stay.rooms })}`}
          button={{
            text: checkout.pending
              ? t('hotel.confirm.pay', { amount: money(total.amount, total.unit) })
              : t('hotel.confirm.book'),
            busyText: t('hotel.confirm.booking'),
            busy: checkout.busy,
            disabled: !bookable,
            onClick: () => void submit(),
            testId: 'book-hotel',
          }}
        />
      }
    >
      <BookingForm form={form} onSubmit={submit}>
        <BookingHold
          until={checkout.pending?.expiresAt ?? null}
          label={t('hotel.confirm.held')}
          endedText={t('hotel.confirm.hold_ended')}
          testId="room-hold"
        />
        <PriceChangedNote total={total} />

        <StayCard
          hotelName={h.name}
          roomName={room.name}
          image={room.image || h.cover}
          checkIn={stay.checkIn}
          checkOut={stay.checkOut}
          checkInTime={hotel.checkInTime}
          checkOutTime={hotel.checkOutTime}
          nights={nightsBetween(stay.checkIn, stay.checkOut)}
          rooms={stay.rooms}
          guests={stay.guests}
          extra={[
            t('hotel.room.beds', { count: room.beds, bed: t(`hotel.bed.${room.bed}`, { defaultValue: room.bed }) }),
            room.breakfast ? t('hotel.room.breakfast') : t('hotel.room.no_breakfast'),
            t(`hotel.rate.${rateName}`),
          ].join(' · ')}
        />
        {!bookable && (
          <p className={booking.warn} role="alert" data-testid="not-bookable">
            {!rate
              ? t('hotel.confirm.no_rate')
              : !room.fitsGuests
                ? t('errors.too_many_guests', { max: room.maxGuests * stay.rooms })
                : t('errors.rooms_unavailable', { left: room.roomsLeft })}
          </p>
        )}
        {bookable && room.roomsLeft <= 5 && (
          <p className={styles.left}>{t('hotel.rooms_left', { count: room.roomsLeft })}</p>
        )}

        {Array.from({ length: named }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the guests are a fixed count from the link
          <GuestCard key={i} index={i} minExpiry={stay.checkOut} />
        ))}

        <ContactPhoneCard
          id="wf-hotel-contact"
          title={t('hotel.confirm.contact')}
          label={t('hotel.confirm.phone')}
          hint={t('hotel.confirm.phone_hint')}
          placeholder={t('hotel.confirm.phone_placeholder')}
          error={contactError}
          field={form.register('contactPhone')}
        />

        <BookingCard id="wf-arrival" title={t('hotel.confirm.arrival')}>
          <p className={styles.sub}>{t('hotel.confirm.arrival_hint', { time: hotel.checkInTime })}</p>
          <ArrivalChips
            choices={arrivalChoices(hotel.checkInTime)}
            value={arrival}
            onChange={(v) => form.setValue('arrivalTime', v, { shouldDirty: true })}
          />
          <label className={styles.sub} htmlFor="wf-remark">
            {t('hotel.confirm.requests')}
          </label>
          <textarea
            id="wf-remark"
            className={`${fields.input} ${styles.textarea}`}
            maxLength={200}
            rows={2}
            placeholder={t('hotel.confirm.requests_placeholder')}
            {...form.register('remark')}
          />
          {remarkError && (
            <p className={styles.error} role="alert">
              {remarkError}
            </p>
          )}
        </BookingCard>

        {rate && (
          <BookingCard id="wf-price" title={t('hotel.price.title')}>
            <PriceBreakdown breakdown={rate.breakdown} serviceFeeBp={room.serviceFeeBp} />
          </BookingCard>
        )}

        {rate && (
          <BookingCard id="wf-cancel" title={t('hotel.cancel.title')}>
            <CancellationTimeline steps={rate.cancellation} unit={unit} timeZone={h.timezone} />
            <p className={styles.sub}>{t('hotel.cancel.local_time')}</p>
          </BookingCard>
        )}

        <p className={booking.fineprint}>{t('hotel.confirm.fineprint')}</p>
      </BookingForm>
      {checkout.sheet}
    </Page>
  );
}
