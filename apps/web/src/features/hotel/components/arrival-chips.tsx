import { useTranslation } from '@/i18n/use-translation';
import styles from './arrival-chips.module.css';

type Props = { choices: string[]; value: string; onChange: (v: string) => void };

/** When the guests expect to arrive (the hotel's clock): not sure yet, or an hour from check-in time on. */
export function ArrivalChips({ choices, value, onChange }: Props) {
  const { t } = useTranslation();
  const chip = (v: string, label: string) => (
    // biome-ignore lint/a11y/useSemanticElements: the hours behave as a radio group
    <button
      key={v || 'unsure'}
      type="button"
      role="radio"
      aria-checked={value === v}
      className={`${styles.chip} ${value === v ? styles.on : ''}`}
      onClick={() => onChange(v)}
      data-testid={`arrival-${v || 'unsure'}`}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.chips} role="radiogroup" aria-label={t('hotel.confirm.arrival')}>
      {chip('', t('hotel.confirm.arrival_unsure'))}
      {choices.map((c) => chip(c, t('hotel.confirm.arrival_at', { time: c })))}
    </div>
  );
}
