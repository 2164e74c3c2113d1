import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import styles from './stay-card.module.css';

type Props = {
  hotelName: string;
  roomName: string;
  image: string;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  rooms: number;
  guests: number;
  /** Under the room: breakfast, beds. */
  extra?: string;
};

/** The stay at a glance: hotel and room, check-in and check-out with their times, nights, rooms, guests. */
export function StayCard(p: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <section className={styles.card} aria-label={t('hotel.detail.your_stay')} data-testid="stay-card">
      <div className={styles.top}>
        <LazyImage src={p.image} alt="" ratio={1} className={styles.photo} />
        <div className={styles.names}>
          <h2 className={styles.hotel}>{p.hotelName}</h2>
          <p className={styles.room}>{t('hotel.rooms_of', { count: p.rooms, room: p.roomName })}</p>
          {p.extra && <p className={styles.extra}>{p.extra}</p>}
        </div>
      </div>
      <div className={styles.dates}>
        <div className={styles.date}>
          <span className={styles.caption}>{t('hotel.search.check_in')}</span>
          <strong>{formatYmd(p.checkIn, locale)}</strong>
          <span className={styles.time}>{t('hotel.detail.from_time', { time: p.checkInTime })}</span>
        </div>
        <div className={styles.nights}>{t('hotel.nights', { count: p.nights })}</div>
        <div className={`${styles.date} ${styles.end}`}>
          <span className={styles.caption}>{t('hotel.search.check_out')}</span>
          <strong>{formatYmd(p.checkOut, locale)}</strong>
          <span className={styles.time}>{t('hotel.detail.until_time', { time: p.checkOutTime })}</span>
        </div>
      </div>
      <p className={styles.who}>{t('hotel.guests', { count: p.guests })}</p>
    </section>
  );
}
