import type { Cabin } from '@wayfare/contracts/enums';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { cabins, MAX_PASSENGERS } from '../utils/search-query';
import styles from './pax-cabin-sheet.module.css';

type Props = {
  visible: boolean;
  pax: number;
  cabin: Cabin;
  onClose: () => void;
  onDone: (v: { pax: number; cabin: Cabin }) => void;
};

/** Passengers (1 to 9) and cabin, chosen together as on every travel app. */
export function PaxCabinSheet({ visible, pax, cabin, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [count, setCount] = useState(pax);
  const [chosen, setChosen] = useState(cabin);
  useEffect(() => {
    if (visible) {
      setCount(pax);
      setChosen(cabin);
    }
  }, [visible, pax, cabin]);

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('flight.search.pax_cabin_title')}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => onDone({ pax: count, cabin: chosen })}
          data-testid="pax-done"
        >
          {t('flight.search.done')}
        </Button>
      }
    >
      <div className={styles.body}>
        <div className={styles.row}>
          <div>
            <div className={styles.label}>{t('flight.search.passengers')}</div>
            <div className={styles.hint}>{t('flight.search.pax_hint', { max: MAX_PASSENGERS })}</div>
          </div>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.step}
              disabled={count <= 1}
              onClick={() => setCount((c) => Math.max(1, c - 1))}
              aria-label={t('flight.search.fewer')}
            >
              −
            </button>
            <output className={styles.count} aria-live="polite" data-testid="pax-count">
              {count}
            </output>
            <button
              type="button"
              className={styles.step}
              disabled={count >= MAX_PASSENGERS}
              onClick={() => setCount((c) => Math.min(MAX_PASSENGERS, c + 1))}
              aria-label={t('flight.search.more')}
              data-testid="pax-more"
            >
              +
            </button>
          </div>
        </div>
        <div className={styles.label}>{t('flight.search.cabin')}</div>
        <div className={styles.cabins} role="radiogroup" aria-label={t('flight.search.cabin')}>
          {cabins.map((c) => (
            // biome-ignore lint/a11y/useSemanticElements: cabin choices behave as a radio group
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={chosen === c}
              className={`${styles.cabin} ${chosen === c ? styles.on : ''}`}
              onClick={() => setChosen(c)}
              data-cabin={c}
            >
              {t(`flight.cabin.${c}`)}
            </button>
          ))}
        </div>
      </div>
    </BottomPopup>
  );
}
