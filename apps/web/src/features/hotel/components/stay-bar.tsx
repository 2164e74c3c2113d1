import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { StayAsk } from '../api/keys';
import { nightsBetween } from '../utils/stay-query';
import { OccupancySheet } from './occupancy-sheet';
import styles from './stay-bar.module.css';
import { StayCalendar } from './stay-calendar';

/** The stay a hotel is priced for: dates and nights, rooms and guests; each part changes in place. */
export function StayBar({ stay, onChange }: { stay: StayAsk; onChange: (s: StayAsk) => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [open, setOpen] = useState<'dates' | 'occupancy' | null>(null);
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.part} onClick={() => setOpen('dates')} data-testid="stay-dates">
        <span className={styles.caption}>{t('hotel.detail.your_stay')}</span>
        <span className={styles.value}>
          {formatYmd(stay.checkIn, locale, 'day')} – {formatYmd(stay.checkOut, locale, 'day')} ·{' '}
          {t('hotel.nights', { count: nightsBetween(stay.checkIn, stay.checkOut) })}
        </span>
      </button>
      <button type="button" className={styles.part} onClick={() => setOpen('occupancy')} data-testid="stay-occupancy">
        <span className={styles.caption}>{t('hotel.search.rooms_guests')}</span>
        <span className={styles.value}>
          {t('hotel.rooms', { count: stay.rooms })} · {t('hotel.guests', { count: stay.guests })}
        </span>
      </button>
      <StayCalendar
        visible={open === 'dates'}
        checkIn={stay.checkIn}
        checkOut={stay.checkOut}
        onClose={() => setOpen(null)}
        onDone={(d) => {
          setOpen(null);
          onChange({ ...stay, ...d });
        }}
      />
      <OccupancySheet
        visible={open === 'occupancy'}
        rooms={stay.rooms}
        guests={stay.guests}
        onClose={() => setOpen(null)}
        onDone={(o) => {
          setOpen(null);
          onChange({ ...stay, ...o });
        }}
      />
    </div>
  );
}
