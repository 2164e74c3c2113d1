import styles from './qty-stepper.module.css';

type Props = {
  value: number;
  onChange: (next: number) => void;
  /** Accessible names of the two buttons ("Add Pad thai", "Remove one Pad thai"). */
  addLabel: string;
  removeLabel: string;
  min?: number;
  max?: number;
  /** At 0 only the add button shows (menu rows). */
  collapse?: boolean;
  disabled?: boolean;
  testId?: string;
};

/** − n + with round buttons; each tap area is 44 px. */
export function QtyStepper({
  value,
  onChange,
  addLabel,
  removeLabel,
  min = 0,
  max = 99,
  collapse,
  disabled,
  testId,
}: Props) {
  const showMinus = !(collapse && value <= 0);
  return (
    <span className={styles.stepper} data-testid={testId}>
      {showMinus && (
        <>
          <button
            type="button"
            className={`${styles.btn} ${styles.minus}`}
            aria-label={removeLabel}
            disabled={disabled || value <= min}
            onClick={(e) => {
              e.stopPropagation();
              onChange(value - 1);
            }}
          >
            <span aria-hidden="true" className={styles.bar} />
          </button>
          <span className={styles.value} aria-live="polite">
            {value}
          </span>
        </>
      )}
      <button
        type="button"
        className={`${styles.btn} ${styles.plus}`}
        aria-label={addLabel}
        disabled={disabled || value >= max}
        onClick={(e) => {
          e.stopPropagation();
          onChange(value + 1);
        }}
      >
        <span aria-hidden="true" className={styles.bar} />
        <span aria-hidden="true" className={`${styles.bar} ${styles.vertical}`} />
      </button>
    </span>
  );
}
