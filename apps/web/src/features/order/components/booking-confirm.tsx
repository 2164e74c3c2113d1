import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Countdown } from '@/components/ui/countdown';
import { Page } from '@/components/ui/page';
import { PriceTag } from '@/components/ui/price-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';
import type { ShownTotal } from '../hooks/use-booking-checkout';
import booking from './booking.module.css';
import { BookingCard } from './booking-card';
import fields from './booking-fields.module.css';
import { Row } from './booking-row';

/** The login account as the contact phone to start from, when it is a phone number. */
export const phoneLike = (v: unknown) => (typeof v === 'string' && /^\+?\d[\d -]{5,}$/.test(v) ? v : '');

/**
 * What a confirm page shows until what it books is there: "not found" with the way back to the search,
 * the detail skeleton while loading, the error with a retry.
 */
export function ConfirmPageState({
  title,
  notFound,
  query,
}: {
  title: string;
  /** Set when the link names nothing bookable. */
  notFound?: { text: string; actionText: string; to: string } | false;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  return (
    <Page title={title}>
      {notFound ? (
        <EmptyState
          title={notFound.text}
          action={
            <Button color="primary" shape="rounded" onClick={() => void navigate(notFound.to)}>
              {notFound.actionText}
            </Button>
          }
        />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState variant="detail" />
      )}
    </Page>
  );
}

/** The confirm page's form: the booking's cards in one column, sent by the footer's button or Enter. */
export function BookingForm<T extends FieldValues, O>({
  form,
  onSubmit,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  onSubmit: () => unknown;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        className={booking.stack}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The seats' price lock or the rooms' hold, counted down while the booking waits to be paid. */
export function BookingHold({
  until,
  label,
  endedText,
  testId,
}: {
  until: string | null;
  label: string;
  endedText: string;
  testId: string;
}) {
  if (!until) return null;
  return (
    <div className={booking.lock} role="status" data-testid={testId}>
      <span>{label}</span>
      <Countdown until={until} endedText={endedText} className={booking.lockTime} />
    </div>
  );
}

/** Says the new total the server answered with, once the user chose not to book at it yet. */
export function PriceChangedNote({ total }: { total: ShownTotal }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!total.changed) return null;
  return (
    <p className={booking.warn} role="status" data-testid="price-changed">
      {t('order.checkout.price_now', { amount: money(total.amount, total.unit) })}
    </p>
  );
}

/** The contact card of a confirm page: the phone the airline or the hotel may call, checked like the form's fields. */
export function ContactPhoneCard({
  id,
  title,
  label,
  hint,
  placeholder,
  error,
  field,
}: {
  /** The input's id (`<id>-title` names the card). */
  id: string;
  title: string;
  label: string;
  hint: string;
  placeholder: string;
  /** The field's translated error, or null. */
  error: string | null;
  field: UseFormRegisterReturn;
}) {
  return (
    <BookingCard id={`${id}-title`} title={title}>
      <Row label={label} htmlFor={id} error={error} hint={hint}>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={fields.input}
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          {...field}
        />
      </Row>
    </BookingCard>
  );
}

/** The confirm page's footer: the total to pay with what it covers, and the book (or pay again) button. */
export function BookingTotalFooter({
  label,
  total,
  note,
  button,
}: {
  label: string;
  total: ShownTotal;
  note: ReactNode;
  button: { text: string; busyText: string; busy: boolean; disabled: boolean; onClick: () => void; testId: string };
}) {
  return (
    <div className={booking.footer}>
      <span className={booking.totalBox}>
        <span className={booking.totalLabel}>{label}</span>
        <PriceTag amount={total.amount} unit={total.unit} size="lg" />
        <span className={booking.totalNote}>{note}</span>
      </span>
      <Button
        color="primary"
        shape="rounded"
        className={booking.primary}
        disabled={button.disabled || button.busy}
        loading={button.busy}
        loadingText={button.busyText}
        onClick={button.onClick}
        data-testid={button.testId}
      >
        {button.text}
      </Button>
    </div>
  );
}
