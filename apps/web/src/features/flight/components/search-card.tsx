import type { Cabin } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import { useState } from 'react';
import { ChevronRightIcon, SwapIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { addDays, formatYmd, todayYmd, useIntlLocale } from '@/lib/format';
import { SALE_DAYS } from '../utils/search-query';
import { type Airport, AirportSheet } from './airport-sheet';
import { PaxCabinSheet } from './pax-cabin-sheet';
import styles from './search-card.module.css';

/** What the form holds: codes to search by, city names to show. */
export type SearchDraft = {
  start: string;
  startCity: string;
  end: string;
  endCity: string;
  date: string;
  pax: number;
  cabin: Cabin;
  /** Round trip: the return date; absent: one way. */
  ret?: string;
};

type Props = {
  value: SearchDraft;
  onChange: (next: SearchDraft) => void;
  onSearch: () => void;
};

/** Whole days from one calendar date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const toDate = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** The search card of book_a_flight: from / swap / to, date, passengers and cabin, Search. */
export function SearchCard({ value, onChange, onSearch }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [dateOpen, setDateOpen] = useState<'depart' | 'return' | null>(null);
  const [paxOpen, setPaxOpen] = useState(false);
  const today = todayYmd();
  const daysAhead = daysBetween(today, value.date);

  const pick = (a: Airport) => {
    if (picking === 'from') onChange({ ...value, start: a.code, startCity: a.city });
    else onChange({ ...value, end: a.code, endCity: a.city });
    setPicking(null);
  };
  const swap = () =>
    onChange({ ...value, start: value.end, startCity: value.endCity, end: value.start, endCity: value.startCity });

  const place = (end: 'from' | 'to') => {
    const code = end === 'from' ? value.start : value.end;
    const city = end === 'from' ? value.startCity : value.endCity;
    return (
      <button
        type="button"
        className={`${styles.place} ${end === 'to' ? styles.placeTo : ''}`}
        onClick={() => setPicking(end)}
        data-testid={end === 'from' ? 'pick-from' : 'pick-to'}
      >
        <span className={styles.caption}>{t(end === 'from' ? 'flight.search.from' : 'flight.search.to')}</span>
        <span className={code ? styles.city : `${styles.city} ${styles.empty}`}>
          {code ? city || code : t('flight.search.choose_city')}
        </span>
        <span className={styles.code}>{code || '\u00a0'}</span>
      </button>
    );
  };

  const roundTrip = value.ret !== undefined;
  const setTrip = (round: boolean) =>
    onChange({ ...value, ret: round ? (value.ret ?? addDays(value.date, 3)) : undefined });
  const pickDate = (ymd: string) => {
    if (dateOpen === 'return') onChange({ ...value, ret: ymd });
    // A departure after the return moves the return with it.
    else onChange({ ...value, date: ymd, ret: value.ret !== undefined && value.ret < ymd ? ymd : value.ret });
    setDateOpen(null);
  };
  const calendarDate = dateOpen === 'return' ? (value.ret ?? value.date) : value.date;

  return (
    <section className={styles.card} aria-label={t('flight.search.title')}>
      <div className={styles.trip} role="radiogroup" aria-label={t('flight.search.trip_type')}>
        {([false, true] as const).map((round) => (
          // biome-ignore lint/a11y/useSemanticElements: segmented control
          <button
            key={String(round)}
            type="button"
            role="radio"
            aria-checked={roundTrip === round}
            className={`${styles.tripOption} ${roundTrip === round ? styles.tripOn : ''}`}
            onClick={() => setTrip(round)}
            data-testid={round ? 'trip-round' : 'trip-one-way'}
          >
            {t(round ? 'flight.search.round_trip' : 'flight.search.one_way')}
          </button>
        ))}
      </div>
      <div className={styles.route}>
        {place('from')}
        <button
          type="button"
          className={styles.swap}
          onClick={swap}
          aria-label={t('flight.search.swap')}
          data-testid="swap"
        >
          <SwapIcon size={20} />
        </button>
        {place('to')}
      </div>

      <button type="button" className={styles.row} onClick={() => setDateOpen('depart')} data-testid="pick-date">
        <span className={styles.rowMain}>
          <span className={styles.caption}>{t('flight.search.depart_date')}</span>
          <span className={styles.value}>{formatYmd(value.date, locale)}</span>
        </span>
        <span className={styles.rowSide}>
          {daysAhead === 0
            ? t('flight.search.today')
            : daysAhead === 1
              ? t('flight.search.tomorrow')
              : t('flight.search.in_days', { count: daysAhead })}
        </span>
        <ChevronRightIcon size={16} />
      </button>

      {value.ret !== undefined && (
        <button type="button" className={styles.row} onClick={() => setDateOpen('return')} data-testid="pick-return">
          <span className={styles.rowMain}>
            <span className={styles.caption}>{t('flight.search.return_date')}</span>
            <span className={styles.value}>{formatYmd(value.ret, locale)}</span>
          </span>
          <span className={styles.rowSide}>
            {value.ret === value.date
              ? t('flight.search.same_day')
              : t('flight.search.trip_nights', { count: daysBetween(value.date, value.ret) })}
          </span>
          <ChevronRightIcon size={16} />
        </button>
      )}

      <button type="button" className={styles.row} onClick={() => setPaxOpen(true)} data-testid="pick-pax">
        <span className={styles.rowMain}>
          <span className={styles.caption}>{t('flight.search.pax_cabin')}</span>
          <span className={styles.value}>
            {t('flight.passengers', { count: value.pax })} · {t(`flight.cabin.${value.cabin}`)}
          </span>
        </span>
        <ChevronRightIcon size={16} />
      </button>

      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        className={styles.search}
        onClick={onSearch}
        data-testid="search-flights"
      >
        {t('flight.search.submit')}
      </Button>

      <AirportSheet visible={picking !== null} end={picking ?? 'from'} onClose={() => setPicking(null)} onPick={pick} />
      <PaxCabinSheet
        visible={paxOpen}
        pax={value.pax}
        cabin={value.cabin}
        onClose={() => setPaxOpen(false)}
        onDone={(v) => {
          onChange({ ...value, ...v });
          setPaxOpen(false);
        }}
      />
      <CalendarPicker
        key={`${dateOpen}:${calendarDate}`}
        visible={dateOpen !== null}
        selectionMode="single"
        title={t(dateOpen === 'return' ? 'flight.search.return_date' : 'flight.search.depart_date')}
        confirmText={t('flight.search.done')}
        defaultValue={toDate(calendarDate)}
        min={toDate(dateOpen === 'return' ? value.date : today)}
        max={toDate(addDays(today, SALE_DAYS))}
        onClose={() => setDateOpen(null)}
        onMaskClick={() => setDateOpen(null)}
        onConfirm={(d) => {
          if (d) pickDate(todayYmd(d));
          else setDateOpen(null);
        }}
      />
    </section>
  );
}
