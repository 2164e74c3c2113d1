import type { OrderDetail } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { Countdown } from '@/components/ui/countdown';
import { PriceTag } from '@/components/ui/price-tag';
import { ErrorState, LoadingState } from '@/components/ui/states';
import styles from '@/features/order/components/quote-sheet.module.css';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { addDays, localTime, localYmd, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { useAlternativeFlights } from '../api/get-airline-tickets';
import type { ChangeQuote } from '../api/get-change-quote';
import { FlightItinerary } from './flight-itinerary';

type Flight = NonNullable<OrderDetail['flight']>;

type Props = {
  visible: boolean;
  flight: Flight;
  ticketId: string | null;
  quote: ChangeQuote | null;
  quoting: boolean;
  sending: boolean;
  onPick: (ticketId: string) => void;
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
};

const DAYS = 7;

/** A day chip of the strip (`Fri 28`), read at the origin. */
function dayLabel(ymd: string, locale: string) {
  const d = new Date(`${ymd}T12:00:00Z`);
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(d),
    day: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d),
  };
}

/**
 * Changing flights: a strip of dates (from today at the origin), the route's flights that day in the
 * booked cabin, then the quote of the chosen one (fee, fare difference, total to pay or to get back)
 * with the time it is honoured.
 */
export function ChangeSheet(props: Props) {
  const { visible, flight: f, quote: q, quoting, sending, onBack, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const money = useMoney();
  const today = localYmd(new Date().toISOString(), f.startTimezone);
  const booked = localYmd(f.departAt, f.startTimezone);
  const [date, setDate] = useState(booked);
  useEffect(() => {
    if (visible) setDate(booked < today ? today : booked);
  }, [visible, booked, today]);

  const showQuote = props.ticketId !== null;
  const title = showQuote ? t('flightBooking.change.quote_title') : t('flightBooking.change.title');
  const pay = q ? q.total : 0;
  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={title}
      footer={
        showQuote &&
        q && (
          <Button
            block
            color="primary"
            shape="rounded"
            loading={sending}
            disabled={quoting || sending}
            onClick={onConfirm}
            data-testid="change-confirm"
          >
            {pay > 0
              ? t('flightBooking.change.confirm_pay', { amount: money(pay, q.unit) })
              : pay < 0
                ? t('flightBooking.change.confirm_back', { amount: money(-pay, q.unit) })
                : t('flightBooking.change.confirm_free')}
          </Button>
        )
      }
    >
      <div className={styles.body}>
        {showQuote ? (
          <>
            <button type="button" className={styles.back} onClick={onBack} disabled={sending}>
              ‹ {t('flightBooking.change.other')}
            </button>
            {quoting || !q ? (
              <LoadingState variant="detail" />
            ) : (
              <div data-testid="change-quote" className={styles.quote}>
                <div className={styles.newFlight}>
                  <FlightItinerary
                    compact
                    flight={{
                      ...f,
                      flightNo: q.flightNo,
                      departAt: q.departAt,
                      arriveAt: q.arriveAt,
                    }}
                  />
                </div>
                <dl className={styles.rows}>
                  <div className={styles.row}>
                    <dt>
                      {t('flightBooking.change.new_fare', { count: f.seats, price: money(q.ticketPrice, q.unit) })}
                    </dt>
                    <dd>{money(q.ticketPrice * f.seats, q.unit)}</dd>
                  </div>
                  <div className={styles.row}>
                    <dt>{t('flightBooking.change.difference')}</dt>
                    <dd className={q.difference < 0 ? styles.plusGood : undefined}>
                      {q.difference < 0 ? '−' : '+'}
                      {money(Math.abs(q.difference), q.unit)}
                    </dd>
                  </div>
                  <div className={styles.row}>
                    <dt>
                      {q.fee === 0
                        ? t('flightBooking.change.fee_free')
                        : t('flightBooking.change.fee', { pct: q.feeBp / 100 })}
                    </dt>
                    <dd>{money(q.fee, q.unit)}</dd>
                  </div>
                  <div className={`${styles.row} ${styles.total}`}>
                    <dt>{pay >= 0 ? t('flightBooking.change.to_pay') : t('flightBooking.change.to_wallet')}</dt>
                    <dd data-testid="change-total">{money(Math.abs(pay), q.unit)}</dd>
                  </div>
                </dl>
                <p className={styles.note}>{t('flightBooking.change.note')}</p>
                <p className={styles.expiry}>
                  <span>{t('flightBooking.quote.valid_for')}</span>
                  <Countdown until={q.expiresAt} endedText={t('flightBooking.quote.expired')} />
                </p>
              </div>
            )}
          </>
        ) : (
          <Choices flight={f} date={date} today={today} onDate={setDate} onPick={props.onPick} />
        )}
      </div>
    </BottomPopup>
  );
}

function Choices({
  flight: f,
  date,
  today,
  onDate,
  onPick,
}: {
  flight: Flight;
  date: string;
  today: string;
  onDate: (d: string) => void;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const money = useMoney();
  const list = useAlternativeFlights(
    { start: f.startAirport, end: f.endAirport, time: date, cabin: f.cabin },
    currentLocale(),
  );
  const start = date < addDays(today, 3) ? today : addDays(date, -3);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(start, i));
  const flights = (list.data?.list ?? []).filter((x) => Date.parse(x.departAt) > Date.now());
  return (
    <>
      <div className={styles.dates} role="tablist" aria-label={t('flightBooking.change.date')}>
        {days.map((d) => {
          const l = dayLabel(d, locale);
          return (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === date}
              className={`${styles.date} ${d === date ? styles.dateOn : ''}`}
              onClick={() => onDate(d)}
              data-testid="change-date"
              data-date={d}
            >
              {l.weekday}
              <br />
              {l.day}
            </button>
          );
        })}
      </div>
      {list.isPending ? (
        <LoadingState rows={3} />
      ) : list.isError ? (
        <ErrorState compact error={list.error} onRetry={() => void list.refetch()} />
      ) : flights.length === 0 ? (
        <p className={styles.empty}>{t('flightBooking.change.none')}</p>
      ) : (
        <ul className={styles.list}>
          {flights.map((x) => {
            const fare = x.fares.find((c) => c.cabin === f.cabin);
            const current = x._id === f.ticketId;
            const full = !fare || fare.seatsLeft < f.seats;
            return (
              <li key={x._id}>
                <button
                  type="button"
                  className={styles.option}
                  disabled={current || full}
                  onClick={() => onPick(x._id)}
                  data-testid="change-option"
                  data-current={current ? 'true' : undefined}
                  aria-label={`${x.flightNo} ${localTime(x.departAt, x.startTimezone)}`}
                >
                  <FlightItinerary compact flight={{ ...x, airline: x.aviationName }} />
                  <span className={styles.optionFoot}>
                    <span>
                      {current ? (
                        <span className={styles.current}>{t('flightBooking.change.current')}</span>
                      ) : full ? (
                        t('flightBooking.change.full')
                      ) : (
                        t(fare.seatsLeft <= 9 ? 'flightBooking.confirm.seats_left' : 'flightBooking.change.seats', {
                          count: fare.seatsLeft,
                        })
                      )}
                    </span>
                    {fare && (
                      <span className={styles.optionPrice}>
                        {!current && fare.price !== f.ticketPrice && (
                          <span className={fare.price < f.ticketPrice ? styles.cheaper : styles.dearer}>
                            {fare.price < f.ticketPrice ? '−' : '+'}
                            {money(Math.abs(fare.price - f.ticketPrice), fare.unit)}
                          </span>
                        )}
                        <PriceTag amount={fare.price} unit={fare.unit} size="sm" />
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
