import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { clampOccupancy, MAX_GUESTS, MAX_ROOMS } from '../utils/stay-query';
import styles from './occupancy-sheet.module.css';

type Props = {
  visible: boolean;
  rooms: number;
  guests: number;
  onClose: () => void;
  onDone: (v: { rooms: number; guests: number }) => void;
};

/** Rooms (1 to 10) and guests (1 to 20, at least one per room), chosen together. */
export function OccupancySheet({ visible, rooms, guests, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState({ rooms, guests });
  useEffect(() => {
    if (visible) setValue({ rooms, guests });
  }, [visible, rooms, guests]);
  const set = (r: number, g: number) => setValue(clampOccupancy(r, g));

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('hotel.search.occupancy_title')}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => onDone(value)}
          data-testid="occupancy-done"
        >
          {t('hotel.search.done')}
        </Button>
      }
    >
      <div className={styles.body}>
        <Stepper
          label={t('hotel.search.rooms')}
          hint={t('hotel.search.rooms_hint', { max: MAX_ROOMS })}
          value={value.rooms}
          min={1}
          max={MAX_ROOMS}
          onChange={(r) => set(r, Math.max(value.guests, r))}
          testId="rooms"
        />
        <Stepper
          label={t('hotel.search.guests')}
          hint={t('hotel.search.guests_hint', { max: MAX_GUESTS })}
          value={value.guests}
          min={value.rooms}
          max={MAX_GUESTS}
          onChange={(g) => set(value.rooms, g)}
          testId="guests"
        />
        <p className={styles.note}>{t('hotel.search.occupancy_note')}</p>
      </div>
    </BottomPopup>
  );
}

function Stepper(props: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { label, hint, value, min, max, onChange, testId } = props;
  return (
    <div className={styles.row}>
      <div>
        <div className={styles.label}>{label}</div>
        <div className={styles.hint}>{hint}</div>
      </div>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          aria-label={t('hotel.search.fewer', { what: label })}
          data-testid={`${testId}-less`}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite" data-testid={`${testId}-count`}>
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          aria-label={t('hotel.search.more', { what: label })}
          data-testid={`${testId}-more`}
        >
          +
        </button>
      </div>
    </div>
  );
}
