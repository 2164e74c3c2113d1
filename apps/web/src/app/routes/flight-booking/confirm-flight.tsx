import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type Cabin, Cabins } from '@wayfare/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { useCreateFlightOrderMutation } from '@/features/flight-booking/api/create-flight-order';
import { useAirlineTicketInfo } from '@/features/flight-booking/api/get-airline-ticket-info';
import { type Traveller, useTravellers } from '@/features/flight-booking/api/get-travellers';
import { saveTravellers } from '@/features/flight-booking/api/save-traveller';
import { BaggageStepper } from '@/features/flight-booking/components/baggage-stepper';
import { FarePolicy } from '@/features/flight-booking/components/fare-policy';
import { FlightItinerary } from '@/features/flight-booking/components/flight-itinerary';
import { PassengerCard } from '@/features/flight-booking/components/passenger-card';
import { PriceBreakdown } from '@/features/flight-booking/components/price-breakdown';
import { TravellerChips } from '@/features/flight-booking/components/traveller-chips';
import { TravellerSheet } from '@/features/flight-booking/components/traveller-sheet';
import {
  type BookingFormOutput,
  type BookingFormValues,
  bookingErrorKey,
  bookingFormSchema,
  draftFromTraveller,
  emptyPassenger,
  fieldOfError,
  sameDocument,
  toCreateOrderRequest,
} from '@/features/flight-booking/utils/booking-form';
import { passengerCount, priceBreakdown } from '@/features/flight-booking/utils/price';
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
import { useFieldMessage } from '@/features/order/components/booking-row';
import { useBookingCheckout } from '@/features/order/hooks/use-booking-checkout';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { localYmd } from '@/lib/format';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';
import styles from './flight-booking.module.css';

type Props = { ticketId?: string; cabin?: string; passengers?: string; ret?: string };

const isCabin = (v: string | undefined): v is Cabin => (Cabins as readonly string[]).includes(v ?? '');
/** Refusals after which the fare is read again (seats moved, booking closed). */
const staleKeys = ['seats_unavailable', 'booking_closed'];

/**
 * Confirm a flight (`?ticketId=&cabin=&passengers=N`): the itinerary in each airport's time, the fare's
 * rules, one form per passenger (saved travellers fill one in; the contract's own rules check each
 * document), the contact phone, extra baggage priced live, the breakdown and the total sent as `amount`.
 * Booking locks the price until the order's `expiresAt` (counted down while it waits to be paid).
 */
export default function ConfirmFlight({ ticketId = '', cabin: cabinParam, passengers, ret }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const user = useLoginUser();
  const seats = passengerCount(passengers);
  const cabin: Cabin = isCabin(cabinParam) ? cabinParam : 'economy';
  const info = useAirlineTicketInfo(ticketId, currentLocale());
  const travellers = useTravellers(user?._id ?? '');
  const [picking, setPicking] = useState<number | null>(null);
  const fieldMessage = useFieldMessage();

  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver: zodResolver(bookingFormSchema, { error: (iss) => bookingErrorKey(iss) }),
    defaultValues: {
      passengers: Array.from({ length: seats }, emptyPassenger),
      contactPhone: phoneLike(user?.account),
      extraBaggageKg: 0,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const kg = useWatch({ control: form.control, name: 'extraBaggageKg' });
  const drafts = useWatch({ control: form.control, name: 'passengers' });

  const onFieldErrors = useCallback(
    (fields: string[], message: string) => {
      for (const f of fields) form.setError(f as FieldPath<BookingFormValues>, { type: 'server', message });
      const first = fields[0] ?? '';
      const id = first === 'contactPhone' ? 'wf-contact' : `wf-${first.replace(/^passengers\.(\d+)\./, 'p$1-')}`;
      document.getElementById(id)?.focus();
    },
    [form],
  );
  const { mutateAsync: create } = useCreateFlightOrderMutation();
  const client = useQueryClient();
  const detailHref = useCallback((oid: string) => href(paths.flightOrderDetail, { oid, ret }), [ret]);
  const checkout = useBookingCheckout({
    create,
    detailHref,
    fieldsOf: fieldOfError,
    staleKeys,
    onStale: () => void info.refetch(),
    onFieldErrors,
  });

  const flight = info.data;
  const fare = flight?.fares.find((f) => f.cabin === cabin);
  const price = useMemo(
    () => priceBreakdown(fare?.price ?? 0, seats, kg, flight?.policy.overweightFeeBpPerKg ?? 0),
    [fare?.price, seats, kg, flight?.policy.overweightFeeBpPerKg],
  );
  const title = t('pages.confirmFlight');

  const notFound = !/^\d+$/.test(ticketId) || (info.error instanceof ApiError && info.error.key === 'not_found');
  if (notFound || !flight)
    return (
      <ConfirmPageState
        title={title}
        query={info}
        notFound={
          notFound && {
            text: t('flightBooking.confirm.not_found'),
            actionText: t('flightBooking.confirm.search_again'),
            to: paths.bookAFlight,
          }
        }
      />
    );

  const unit = fare?.unit ?? flight.unit;
  const total = checkout.total(price.total, unit);
  const emptyIndex = (drafts ?? []).findIndex((p) => p.name.trim() === '' && p.idNumber.trim() === '');
  const fillPassenger = (i: number, p: Traveller) => {
    if (i < 0) return;
    form.setValue(`passengers.${i}`, draftFromTraveller(p), { shouldDirty: true });
    form.clearErrors(`passengers.${i}`);
  };
  const soldOut = !fare || fare.seatsLeft < seats;
  const departed = Date.parse(flight.departAt) <= Date.now();
  const saved = travellers.data ?? [];
  const contactError = fieldMessage(form.formState.errors.contactPhone, t('flightBooking.contact.phone'));

  const submit = form.handleSubmit(
    (values) => {
      const saveFlags = form.getValues('passengers').map((p) => p.save);
      return checkout.book(toCreateOrderRequest(values, { ticketId, cabin, amount: price.total }), unit, () =>
        saveTravellers(
          client,
          values.passengers.filter((_, i) => saveFlags[i]),
        ),
      );
    },
    (errors) => {
      const first = errors.passengers?.findIndex?.((p) => p) ?? -1;
      document
        .querySelector<HTMLElement>(first >= 0 ? `[data-testid="passenger-${first}"]` : '#wf-contact')
        ?.scrollIntoView?.({
          block: 'center',
        });
    },
  );

  return (
    <Page
      title={title}
      footer={
        <BookingTotalFooter
          label={t('flightBooking.price.total')}
          total={total}
          note={t('flightBooking.price.for_n', { count: seats })}
          button={{
            text: checkout.pending
              ? t('flightBooking.confirm.pay', { amount: money(total.amount, total.unit) })
              : t('flightBooking.confirm.book'),
            busyText: t('flightBooking.confirm.booking'),
            busy: checkout.busy,
            disabled: soldOut || departed,
            onClick: () => void submit(),
            testId: 'book-flight',
          }}
        />
      }
    >
      <BookingForm form={form} onSubmit={submit}>
        <BookingHold
          until={checkout.pending?.expiresAt ?? null}
          label={t('flightBooking.confirm.locked')}
          endedText={t('flightBooking.confirm.lock_ended')}
          testId="price-lock"
        />
        <PriceChangedNote total={total} />

        <section className={booking.card} aria-label={t('flightBooking.flight.title')}>
          <p className={styles.routeTitle}>
            {flight.start} → {flight.end}
          </p>
          <FlightItinerary
            flight={{
              ...flight,
              airline: flight.aviationName,
              cabin,
            }}
          />
          {fare && fare.seatsLeft <= 9 && fare.seatsLeft > 0 && (
            <p className={styles.seatsLeft}>{t('flightBooking.confirm.seats_left', { count: fare.seatsLeft })}</p>
          )}
          {soldOut && (
            <p className={booking.warn} role="alert">
              {fare ? t('errors.seats_unavailable', { left: fare.seatsLeft }) : t('flightBooking.confirm.no_cabin')}
            </p>
          )}
          {departed && (
            <p className={booking.warn} role="alert">
              {t('errors.booking_closed')}
            </p>
          )}
        </section>

        <BookingCard
          id="wf-policy"
          title={
            <>
              {t('flightBooking.policy.title')}
              {fare?.promo && <span className={styles.promo}>{t('flightBooking.policy.promo_tag')}</span>}
            </>
          }
        >
          <FarePolicy policy={flight.policy} cabin={cabin} promo={Boolean(fare?.promo)} />
        </BookingCard>

        {saved.length > 0 && (
          <TravellerChips
            travellers={saved}
            filled={(drafts ?? []).map((p) => p.idNumber)}
            hasRoom={emptyIndex >= 0}
            onAdd={(p) => fillPassenger(emptyIndex, p)}
            onRemove={(p) => {
              const i = (drafts ?? []).findIndex((d) => sameDocument(d.idNumber, p.idNumber));
              if (i >= 0) form.setValue(`passengers.${i}`, emptyPassenger(), { shouldDirty: true });
            }}
          />
        )}

        {Array.from({ length: seats }, (_, i) => (
          <PassengerCard
            // biome-ignore lint/suspicious/noArrayIndexKey: passengers are a fixed count from the link
            key={i}
            index={i}
            minExpiry={localYmd(flight.departAt, flight.startTimezone)}
            onPick={saved.length > 0 ? () => setPicking(i) : undefined}
          />
        ))}

        <ContactPhoneCard
          id="wf-contact"
          title={t('flightBooking.contact.title')}
          label={t('flightBooking.contact.phone')}
          hint={t('flightBooking.contact.hint')}
          placeholder={t('flightBooking.passenger.phone_placeholder')}
          error={contactError}
          field={form.register('contactPhone')}
        />

        {fare && (
          <section className={booking.card}>
            <BaggageStepper
              kg={kg}
              onChange={(v) => form.setValue('extraBaggageKg', v, { shouldDirty: true })}
              fee={price.extras}
              perKg={priceBreakdown(fare.price, 1, 1, flight.policy.overweightFeeBpPerKg).extras}
              unit={unit}
              freeKg={flight.policy.baggageKg[cabin]}
            />
          </section>
        )}

        <BookingCard id="wf-price" title={t('flightBooking.price.title')}>
          <PriceBreakdown price={price} unit={unit} />
        </BookingCard>
        <p className={booking.fineprint}>{t('flightBooking.confirm.fineprint')}</p>
      </BookingForm>

      <TravellerSheet
        visible={picking !== null}
        travellers={saved}
        taken={(drafts ?? []).filter((_, i) => i !== picking).map((p) => p.idNumber)}
        onClose={() => setPicking(null)}
        onPick={(p) => {
          if (picking !== null) fillPassenger(picking, p);
          setPicking(null);
        }}
      />
      {checkout.sheet}
    </Page>
  );
}
