import { zodResolver } from '@hookform/resolvers/zod';
import { type HotelRate, HotelRates } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useCallback } from 'react';
import { type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Countdown } from '@/components/ui/countdown';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useHotelInfo } from '@/features/hotel/api/get-hotel-info';
import { ArrivalChips } from '@/features/hotel/components/arrival-chips';
import { CancellationTimeline } from '@/features/hotel/components/cancellation-timeline';
import { GuestCard, Row, useFieldMessage } from '@/features/hotel/components/guest-card';
import { PriceBreakdown } from '@/features/hotel/components/price-breakdown';
import { StayCard } from '@/features/hotel/components/stay-card';
import {
  arrivalChoices,
  emptyGuest,
  type GuestFormOutput,
  type GuestFormValues,
  guestErrorKey,
  guestFormSchema,
  guestsToName,
} from '@/features/hotel/utils/guest-form';
import { nightsBetween, parseStayAsk } from '@/features/hotel/utils/stay-query';
import { currentLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { todayYmd } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';
import styles from './confirm-hotel.module.css';
import { useHotelCheckout } from './use-hotel-checkout';

type Props = { mid?: string; pid?: string; rate?: string };

const isRate = (v: string | undefined): v is HotelRate => (HotelRates as readonly string[]).includes(v ?? '');
const phoneLike = (v: unknown) => (typeof v === 'string' && /^\+?\d[\d -]{5,}$/.test(v) ? v : '');

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
  const checkout = useHotelCheckout({ onStale: () => void info.refetch(), onFieldErrors });

  const title = t('pages.confirmHotel');
  const h = info.data;
  const hotel = h?.hotel ?? null;
  const room = hotel?.roomTypes.find((r) => r.pid === pid);
  const rate = room?.rates.find((r) => r.rate === rateName);

  if (
    !/^\d+$/.test(mid) ||
    !/^\d+$/.test(pid) ||
    (info.error instanceof ApiError && info.error.key === 'not_found') ||
    (h && (!hotel || !room))
  ) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('hotel.confirm.not_found')}
          action={
            <Button color="primary" shape="rounded" onClick={() => void navigate(paths.bookAHotel)}>
              {t('hotel.confirm.search_again')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!h || !hotel || !room) {
    return (
      <Page title={title}>
        {info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <LoadingState variant="detail" />
        )}
      </Page>
    );
  }

  const unit = rate?.breakdown.unit ?? h.unit;
  const total = rate?.breakdown.total ?? 0;
  const bookable = Boolean(rate) && room.available && room.fitsGuests && room.roomsLeft >= stay.rooms;
  const hold = checkout.pending?.expiresAt ?? null;
  const contactError = fieldMessage(form.formState.errors.contactPhone, t('hotel.confirm.phone'));
  const remarkError = fieldMessage(form.formState.errors.remark, t('hotel.confirm.requests'));

  const submit = form.handleSubmit(
    (values) =>
      checkout.book(values, {
        mid,
        pid,
        rooms: stay.rooms,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rate: rateName,
        amount: total,
      }),
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
        <div className={styles.footer}>
          <span className={styles.totalBox}>
            <span className={styles.totalLabel}>{t('hotel.price.total')}</span>
            <PriceTag amount={total} unit={unit} size="lg" />
            <span className={styles.totalNote}>
              {t('hotel.nights', { count: nightsBetween(stay.checkIn, stay.checkOut) })} ·{' '}
              {t('hotel.rooms', { count: stay.rooms })}
            </span>
          </span>
          <Button
            color="primary"
            shape="rounded"
            className={styles.primary}
            disabled={!bookable || checkout.busy}
            loading={checkout.busy}
            loadingText={t('hotel.confirm.booking')}
            onClick={() => void submit()}
            data-testid="book-hotel"
          >
            {checkout.pending ? t('hotel.confirm.pay', { amount: money(total, unit) }) : t('hotel.confirm.book')}
          </Button>
        </div>
      }
    >
      <FormProvider {...form}>
        <form
          className={styles.stack}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          {hold && (
            <div className={styles.lock} role="status" data-testid="room-hold">
              <span>{t('hotel.confirm.held')}</span>
              <Countdown until={hold} endedText={t('hotel.confirm.hold_ended')} className={styles.lockTime} />
            </div>
          )}

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
            <p className={styles.warn} role="alert" data-testid="not-bookable">
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

          <section className={styles.card} aria-labelledby="wf-hotel-contact-title">
            <h3 id="wf-hotel-contact-title" className={styles.cardTitle}>
              {t('hotel.confirm.contact')}
            </h3>
            <Row
              label={t('hotel.confirm.phone')}
              htmlFor="wf-hotel-contact"
              error={contactError}
              hint={t('hotel.confirm.phone_hint')}
            >
              <input
                id="wf-hotel-contact"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={styles.input}
                placeholder={t('hotel.confirm.phone_placeholder')}
                aria-invalid={Boolean(form.formState.errors.contactPhone)}
                {...form.register('contactPhone')}
              />
            </Row>
          </section>

          <section className={styles.card} aria-labelledby="wf-arrival">
            <h3 id="wf-arrival" className={styles.cardTitle}>
              {t('hotel.confirm.arrival')}
            </h3>
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
              className={`${styles.input} ${styles.textarea}`}
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
          </section>

          {rate && (
            <section className={styles.card} aria-labelledby="wf-price">
              <h3 id="wf-price" className={styles.cardTitle}>
                {t('hotel.price.title')}
              </h3>
              <PriceBreakdown breakdown={rate.breakdown} serviceFeeBp={room.serviceFeeBp} />
            </section>
          )}

          {rate && (
            <section className={styles.card} aria-labelledby="wf-cancel">
              <h3 id="wf-cancel" className={styles.cardTitle}>
                {t('hotel.cancel.title')}
              </h3>
              <CancellationTimeline steps={rate.cancellation} unit={unit} timeZone={h.timezone} />
              <p className={styles.sub}>{t('hotel.cancel.local_time')}</p>
            </section>
          )}

          <p className={styles.fineprint}>{t('hotel.confirm.fineprint')}</p>
        </form>
      </FormProvider>
      {checkout.sheet}
    </Page>
  );
}
