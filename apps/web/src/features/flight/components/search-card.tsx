import type { Cabin } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, SwapIcon } from '@/components/ui/icons';
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
};

type Props = {
  value: SearchDraft;
  onChange: (next: SearchDraft) => void;
  onSearch: () => void;
};

const toDate = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** The search card of book_a_flight: from / swap / to, date, passengers and cabin, Search. */
export function SearchCard({ value, onChange, onSearch }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [dateOpen, setDateOpen] = useState(false);
  const [paxOpen, setPaxOpen] = useState(false);
  const today = todayYmd();
  const daysAhead = Math.round((toDate(value.date).getTime() - toDate(today).getTime()) / 86_400_000);

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

  return (
    <section className={styles.card} aria-label={t('flight.search.title')}>
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

      <button type="button" className={styles.row} onClick={() => setDateOpen(true)} data-testid="pick-date">
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
        key={value.date}
        visible={dateOpen}
        selectionMode="single"
        title={t('flight.search.depart_date')}
        confirmText={t('flight.search.done')}
        defaultValue={toDate(value.date)}
        min={toDate(today)}
        max={toDate(addDays(today, SALE_DAYS))}
        onClose={() => setDateOpen(false)}
        onMaskClick={() => setDateOpen(false)}
        onConfirm={(d) => {
          if (d) onChange({ ...value, date: todayYmd(d) });
          setDateOpen(false);
        }}
      />
    </section>
  );
}
