import { zodResolver } from '@hookform/resolvers/zod';
import { type Cabin, Cabins } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useMemo, useState } from 'react';
import { type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/ui/countdown';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAirlineTicketInfo } from '@/features/flight-booking/api/get-airline-ticket-info';
import { type Traveller, useTravellers } from '@/features/flight-booking/api/get-travellers';
import { BaggageStepper } from '@/features/flight-booking/components/baggage-stepper';
import { FarePolicy } from '@/features/flight-booking/components/fare-policy';
import { FlightItinerary } from '@/features/flight-booking/components/flight-itinerary';
import { PassengerCard, Row, useFieldMessage } from '@/features/flight-booking/components/passenger-card';
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
  sameDocument,
} from '@/features/flight-booking/utils/booking-form';
import { passengerCount, priceBreakdown } from '@/features/flight-booking/utils/price';
import { currentLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { localYmd } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { useMoney } from '@/lib/use-money';
import styles from './flight-booking.module.css';
import { useFlightCheckout } from './use-flight-checkout';

type Props = { ticketId?: string; cabin?: string; passengers?: string; ret?: string };

const isCabin = (v: string | undefined): v is Cabin => (Cabins as readonly string[]).includes(v ?? '');
const phoneLike = (v: unknown) => (typeof v === 'string' && /^\+?\d[\d -]{5,}$/.test(v) ? v : '');

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
  const checkout = useFlightCheckout({ onStale: () => void info.refetch(), onFieldErrors, returnDate: ret });

  const flight = info.data;
  const fare = flight?.fares.find((f) => f.cabin === cabin);
  const price = useMemo(
    () => priceBreakdown(fare?.price ?? 0, seats, kg, flight?.policy.overweightFeeBpPerKg ?? 0),
    [fare?.price, seats, kg, flight?.policy.overweightFeeBpPerKg],
  );
  const title = t('pages.confirmFlight');

  if (!/^\d+$/.test(ticketId) || (info.error instanceof ApiError && info.error.key === 'not_found')) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('flightBooking.confirm.not_found')}
          action={
            <Button color="primary" shape="rounded" onClick={() => void navigate(paths.bookAFlight)}>
              {t('flightBooking.confirm.search_again')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!flight) {
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

  const unit = fare?.unit ?? flight.unit;
  const emptyIndex = (drafts ?? []).findIndex((p) => p.name.trim() === '' && p.idNumber.trim() === '');
  const fillPassenger = (i: number, p: Traveller) => {
    if (i < 0) return;
    form.setValue(`passengers.${i}`, draftFromTraveller(p), { shouldDirty: true });
    form.clearErrors(`passengers.${i}`);
  };
  const soldOut = !fare || fare.seatsLeft < seats;
  const departed = Date.parse(flight.departAt) <= Date.now();
  const lock = checkout.pending?.expiresAt ?? null;
  const saved = travellers.data ?? [];
  const contactError = fieldMessage(form.formState.errors.contactPhone, t('flightBooking.contact.phone'));

  const submit = form.handleSubmit(
    (values) =>
      checkout.book(
        values,
        form.getValues('passengers').map((p) => p.save),
        { ticketId, cabin, amount: price.total, unit },
      ),
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
        <div className={styles.footer}>
          <span className={styles.totalBox}>
            <span className={styles.totalLabel}>{t('flightBooking.price.total')}</span>
            <PriceTag amount={price.total} unit={unit} size="lg" />
            <span className={styles.totalNote}>{t('flightBooking.price.for_n', { count: seats })}</span>
          </span>
          <Button
            color="primary"
            shape="rounded"
            className={styles.primary}
            disabled={soldOut || departed || checkout.busy}
            loading={checkout.busy}
            loadingText={t('flightBooking.confirm.booking')}
            onClick={() => void submit()}
            data-testid="book-flight"
          >
            {checkout.pending
              ? t('flightBooking.confirm.pay', { amount: money(price.total, unit) })
              : t('flightBooking.confirm.book')}
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
          {lock && (
            <div className={styles.lock} role="status" data-testid="price-lock">
              <span>{t('flightBooking.confirm.locked')}</span>
              <Countdown until={lock} endedText={t('flightBooking.confirm.lock_ended')} className={styles.lockTime} />
            </div>
          )}

          <section className={styles.card} aria-label={t('flightBooking.flight.title')}>
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
              <p className={styles.warn} role="alert">
                {fare ? t('errors.seats_unavailable', { left: fare.seatsLeft }) : t('flightBooking.confirm.no_cabin')}
              </p>
            )}
            {departed && (
              <p className={styles.warn} role="alert">
                {t('errors.booking_closed')}
              </p>
            )}
          </section>

          <section className={styles.card} aria-labelledby="wf-policy">
            <h3 id="wf-policy" className={styles.cardTitle}>
              {t('flightBooking.policy.title')}
              {fare?.promo && <span className={styles.promo}>{t('flightBooking.policy.promo_tag')}</span>}
            </h3>
            <FarePolicy policy={flight.policy} cabin={cabin} promo={Boolean(fare?.promo)} />
          </section>

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

          <section className={styles.card} aria-labelledby="wf-contact-title">
            <h3 id="wf-contact-title" className={styles.cardTitle}>
              {t('flightBooking.contact.title')}
            </h3>
            <Row
              label={t('flightBooking.contact.phone')}
              htmlFor="wf-contact"
              error={contactError}
              hint={t('flightBooking.contact.hint')}
            >
              <input
                id="wf-contact"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={styles.input}
                placeholder={t('flightBooking.passenger.phone_placeholder')}
                aria-invalid={Boolean(form.formState.errors.contactPhone)}
                {...form.register('contactPhone')}
              />
            </Row>
          </section>

          {fare && (
            <section className={styles.card}>
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

          <section className={styles.card} aria-labelledby="wf-price">
            <h3 id="wf-price" className={styles.cardTitle}>
              {t('flightBooking.price.title')}
            </h3>
            <PriceBreakdown price={price} unit={unit} />
          </section>
          <p className={styles.fineprint}>{t('flightBooking.confirm.fineprint')}</p>
        </form>
      </FormProvider>

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
