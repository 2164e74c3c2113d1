import { QrCode } from '@/components/ui/qr-code';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import styles from './voucher.module.css';

/** `issued` once paid, `pending` while unpaid, `void` once cancelled or expired. */
export type VoucherState = 'issued' | 'pending' | 'void';

type Guest = { name: string; idType: string; idNumber: string };

type Props = {
  code: string;
  qr: string;
  state: VoucherState;
  hotelName: string;
  hotelAddress: string;
  roomName: string;
  rooms: number;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  guests: Guest[];
};

/**
 * The hotel voucher shown at the front desk: the confirmation number in large type with its QR code, the
 * hotel, the room, check-in and check-out with their times, and every named guest with the masked
 * document. Before payment it reads "issued once paid", after a cancellation "cancelled", and the code
 * is hidden.
 */
export function Voucher(p: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <section className={styles.voucher} aria-label={t('hotel.voucher.title')} data-testid="voucher">
      <header className={`${styles.head} ${p.state === 'void' ? styles.void : ''}`}>
        <div className={styles.refBox}>
          <span className={styles.refLabel}>{t('hotel.voucher.code')}</span>
          <strong className={styles.ref} data-testid="voucher-code">
            {p.code}
          </strong>
          <span className={styles.state}>{t(`hotel.voucher.${p.state}`)}</span>
        </div>
        {p.state === 'issued' && p.qr && (
          <QrCode value={p.qr} size={84} label={t('hotel.voucher.qr', { code: p.code })} />
        )}
      </header>
      <div className={styles.tear} aria-hidden="true" />
      <div className={styles.body}>
        <div>
          <p className={styles.hotel}>{p.hotelName}</p>
          <p className={styles.address}>{p.hotelAddress}</p>
        </div>
        <div className={styles.dates}>
          <div>
            <span className={styles.caption}>{t('hotel.search.check_in')}</span>
            <strong>{formatYmd(p.checkIn, locale)}</strong>
            <span className={styles.caption}>{t('hotel.detail.from_time', { time: p.checkInTime })}</span>
          </div>
          <span className={styles.nights}>{t('hotel.nights', { count: p.nights })}</span>
          <div className={styles.end}>
            <span className={styles.caption}>{t('hotel.search.check_out')}</span>
            <strong>{formatYmd(p.checkOut, locale)}</strong>
            <span className={styles.caption}>{t('hotel.detail.until_time', { time: p.checkOutTime })}</span>
          </div>
        </div>
        <p className={styles.room}>{t('hotel.rooms_of', { count: p.rooms, room: p.roomName })}</p>
        <ul className={styles.guests}>
          {p.guests.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the booking's guests never reorder
            <li key={i} className={styles.guest} data-testid="voucher-guest">
              <span className={styles.gName}>{g.name}</span>
              <span className={styles.gDoc}>
                {t(`hotel.id_type.${g.idType}`, { defaultValue: g.idType })} {g.idNumber}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
