import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { addDays, formatYmd, todayYmd, useIntlLocale } from '@/lib/format';
import { BOOKING_DAYS, MAX_NIGHTS, nightsBetween } from '../utils/stay-query';
import styles from './stay-calendar.module.css';

type Props = {
  visible: boolean;
  checkIn: string;
  checkOut: string;
  onClose: () => void;
  onDone: (stay: { checkIn: string; checkOut: string }) => void;
};

const toDate = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const sameDay = (a: Date, b: Date) => todayYmd(a) === todayYmd(b);

/**
 * The stay as one range: tap check-in, then check-out. The title counts the nights as they are picked;
 * the chosen days are labelled, and a stay over 30 nights cannot be confirmed.
 */
export function StayCalendar({ visible, checkIn, checkOut, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const today = todayYmd();
  const [range, setRange] = useState<[Date, Date] | null>([toDate(checkIn), toDate(checkOut)]);
  useEffect(() => {
    if (visible) setRange([toDate(checkIn), toDate(checkOut)]);
  }, [visible, checkIn, checkOut]);

  const from = range ? todayYmd(range[0]) : '';
  const to = range ? todayYmd(range[1]) : '';
  const nights = range ? nightsBetween(from, to) : 0;
  const tooLong = nights > MAX_NIGHTS;

  const title = (
    <span className={styles.title} data-testid="calendar-title">
      <span>
        {from ? formatYmd(from, locale) : t('hotel.search.check_in')}
        {' – '}
        {nights > 0 ? formatYmd(to, locale) : t('hotel.search.check_out')}
      </span>
      <span className={tooLong ? styles.tooLong : styles.nights}>
        {tooLong
          ? t('hotel.search.max_nights', { count: MAX_NIGHTS })
          : nights > 0
            ? t('hotel.nights', { count: nights })
            : t('hotel.search.pick_check_out')}
      </span>
    </span>
  );

  return (
    <CalendarPicker
      visible={visible}
      selectionMode="range"
      title={title}
      confirmText={t('hotel.search.done')}
      value={range}
      onChange={setRange}
      min={toDate(today)}
      max={toDate(addDays(today, BOOKING_DAYS))}
      popupClassName={styles.popup}
      renderTop={false}
      renderDate={(d) => <span data-date={todayYmd(d)}>{d.getDate()}</span>}
      renderBottom={(d) =>
        range && nights > 0 && sameDay(d, range[0]) ? (
          <span className={styles.mark}>{t('hotel.search.in_short')}</span>
        ) : range && nights > 0 && sameDay(d, range[1]) ? (
          <span className={styles.mark}>{t('hotel.search.out_short')}</span>
        ) : null
      }
      onClose={onClose}
      onMaskClick={onClose}
      onConfirm={() => {
        // The picker confirms whatever is picked: keep the last good stay unless this one is bookable.
        if (range && nights >= 1 && !tooLong) onDone({ checkIn: from, checkOut: to });
        else onClose();
      }}
    />
  );
}
