import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import styles from './baggage-stepper.module.css';

type Props = {
  kg: number;
  onChange: (kg: number) => void;
  /** What `kg` costs now, minor units of `unit`. */
  fee: number;
  /** What one kg costs (rounded down), for the hint. */
  perKg: number;
  unit: string;
  freeKg: number;
};

const STEP = 5;
const MAX = 100;

/** Extra checked baggage bought now in 5 kg steps up to 100 kg, priced live by the fare policy. */
export function BaggageStepper({ kg, onChange, fee, perKg, unit, freeKg }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.stepper}>
      <div className={styles.text}>
        <span className={styles.title}>{t('flightBooking.baggage.title')}</span>
        <span className={styles.hint}>
          {t('flightBooking.baggage.hint', { free: freeKg, price: money(perKg, unit) })}
        </span>
        {kg > 0 && (
          <span className={styles.fee} data-testid="baggage-fee">
            {t('flightBooking.baggage.fee', { kg, amount: money(fee, unit) })}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.btn}
          disabled={kg <= 0}
          onClick={() => onChange(Math.max(0, kg - STEP))}
          aria-label={t('flightBooking.baggage.less')}
          data-testid="baggage-less"
        >
          −
        </button>
        <output className={styles.value} data-testid="baggage-kg">
          {t('flightBooking.baggage.kg', { kg })}
        </output>
        <button
          type="button"
          className={styles.btn}
          disabled={kg >= MAX}
          onClick={() => onChange(Math.min(MAX, kg + STEP))}
          aria-label={t('flightBooking.baggage.more')}
          data-testid="baggage-more"
        >
          +
        </button>
      </div>
    </div>
  );
}
