import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { ChevronRightIcon, PinIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import type { RecentStay } from '../utils/recent-searches';
import { nightsBetween, type StaySearch } from '../utils/stay-query';
import { type Destination, DestinationSheet } from './destination-sheet';
import { OccupancySheet } from './occupancy-sheet';
import styles from './search-card.module.css';
import { StayCalendar } from './stay-calendar';

type Props = {
  value: StaySearch;
  onChange: (next: StaySearch) => void;
  onSearch: () => void;
  destinations: Destination[];
  recent: RecentStay[];
  /** Reads the device position for "near me"; rejects when it cannot. */
  locate: () => Promise<{ latitude: number; longitude: number }>;
  onLocateFailed: (err: unknown) => void;
  /** Inside a sheet: no lift over a hero, no shadow. */
  flat?: boolean;
};

/** The search card of book_a_hotel: where, the stay (check-in, nights, check-out), rooms and guests, Search. */
export function SearchCard({ value, onChange, onSearch, destinations, recent, locate, onLocateFailed, flat }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [open, setOpen] = useState<'where' | 'dates' | 'occupancy' | null>(null);
  const [locating, setLocating] = useState(false);
  const nights = nightsBetween(value.checkIn, value.checkOut);
  const close = () => setOpen(null);

  const nearMe = async () => {
    setLocating(true);
    try {
      const near = await locate();
      onChange({ ...value, near, city: '', cityName: '' });
      close();
    } catch (err) {
      onLocateFailed(err);
    } finally {
      setLocating(false);
    }
  };

  const place = value.near ? t('hotel.search.near_me') : value.cityName || value.city;

  return (
    <section className={`${styles.card} ${flat ? styles.flat : ''}`} aria-label={t('hotel.search.title')}>
      <button type="button" className={styles.where} onClick={() => setOpen('where')} data-testid="pick-destination">
        <span className={styles.pin} aria-hidden="true">
          <PinIcon size={20} />
        </span>
        <span className={styles.rowMain}>
          <span className={styles.caption}>{t('hotel.search.destination')}</span>
          <span className={place ? styles.city : `${styles.city} ${styles.empty}`}>
            {place || t('hotel.search.where_placeholder')}
          </span>
        </span>
        <ChevronRightIcon size={16} />
      </button>

      <button type="button" className={styles.dates} onClick={() => setOpen('dates')} data-testid="pick-dates">
        <span className={styles.date}>
          <span className={styles.caption}>{t('hotel.search.check_in')}</span>
          <span className={styles.day}>{formatYmd(value.checkIn, locale)}</span>
        </span>
        <span className={styles.nights} data-testid="nights">
          {t('hotel.nights', { count: nights })}
        </span>
        <span className={`${styles.date} ${styles.dateEnd}`}>
          <span className={styles.caption}>{t('hotel.search.check_out')}</span>
          <span className={styles.day}>{formatYmd(value.checkOut, locale)}</span>
        </span>
      </button>

      <button type="button" className={styles.row} onClick={() => setOpen('occupancy')} data-testid="pick-occupancy">
        <span className={styles.rowMain}>
          <span className={styles.caption}>{t('hotel.search.rooms_guests')}</span>
          <span className={styles.value}>
            {t('hotel.rooms', { count: value.rooms })} · {t('hotel.guests', { count: value.guests })}
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
        data-testid="search-hotels"
      >
        {t('hotel.search.submit')}
      </Button>

      <DestinationSheet
        visible={open === 'where'}
        destinations={destinations}
        recent={recent}
        locating={locating}
        onClose={close}
        onNearMe={() => void nearMe()}
        onPick={(d) => {
          onChange({ ...value, city: d.city, cityName: d.name, near: null });
          close();
        }}
        onPickRecent={(r) => {
          onChange({ ...value, city: r.city, cityName: r.cityName, near: null });
          close();
        }}
      />
      <StayCalendar
        visible={open === 'dates'}
        checkIn={value.checkIn}
        checkOut={value.checkOut}
        onClose={close}
        onDone={(stay) => {
          onChange({ ...value, ...stay });
          close();
        }}
      />
      <OccupancySheet
        visible={open === 'occupancy'}
        rooms={value.rooms}
        guests={value.guests}
        onClose={close}
        onDone={(v) => {
          onChange({ ...value, ...v });
          close();
        }}
      />
    </section>
  );
}
