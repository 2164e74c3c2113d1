import { useEffect, useRef, useState } from 'react';
import styles from './pin-keypad.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** Fisher-Yates over a copy, with the platform's random source (layouts must not be guessable). */
export function shuffledDigits(random: () => number = secureRandom): string[] {
  const out = [...DIGITS];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

function secureRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] as number) / 2 ** 32;
}

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called once the last digit is typed. */
  onComplete?: (value: string) => void;
  length?: number;
  /** Shuffle the digits each time the keypad opens (shoulder-surfing and tap-logging resistance). */
  shuffle?: boolean;
  disabled?: boolean;
  /** Texts for screen readers, in the user's language (this widget knows no feature's words). */
  labels: {
    /** What the pad is for, e.g. "Withdrawal password". */
    name: string;
    /** Progress, e.g. "3 of 6 digits entered". */
    progress: string;
    /** The delete key. */
    erase: string;
  };
};

/**
 * A secure PIN pad: dots for what was typed, on-screen digits (never the native keyboard, so nothing is
 * suggested, remembered or logged by a keyboard app), delete, and the physical keyboard on desktop.
 */
export function PinKeypad({ value, onChange, onComplete, length = 6, shuffle = false, disabled, labels }: Props) {
  const [order] = useState(() => (shuffle ? shuffledDigits() : DIGITS));

  // Presses can arrive faster than renders (a fast typist on a keyboard): work on the latest value.
  const latest = useRef(value);
  latest.current = value;

  const press = (digit: string) => {
    const current = latest.current;
    if (disabled || current.length >= length) return;
    const next = current + digit;
    latest.current = next;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };
  const erase = () => {
    const current = latest.current;
    if (disabled || current.length === 0) return;
    latest.current = current.slice(0, -1);
    onChange(latest.current);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (/^\d$/.test(e.key)) {
        e.preventDefault();
        press(e.key);
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        erase();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // 1-9 in three rows, then an empty cell, the tenth digit, and delete.
  const keys = [...order.slice(0, 9), null, order[9] as string, 'del'] as const;
  return (
    <div className={styles.wrap}>
      <div className={styles.dots} role="img" aria-label={`${labels.name}: ${labels.progress}`}>
        {Array.from({ length }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one box per position
          <span key={i} className={`${styles.box} ${i === value.length ? styles.active : ''}`} aria-hidden="true">
            {i < value.length && <span className={styles.dot} />}
          </span>
        ))}
      </div>
      <div className={styles.pad} data-testid="pin-keypad">
        {keys.map((k, i) =>
          k === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the empty cell has no identity
            <span key={`empty-${i}`} className={styles.empty} />
          ) : k === 'del' ? (
            <button
              key="del"
              type="button"
              className={`${styles.key} ${styles.del}`}
              onClick={erase}
              disabled={disabled}
              aria-label={labels.erase}
            >
              <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M9 5h10.5a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5H9l-6-7 6-7Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
                <path d="m12 9.5 5 5m0-5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          ) : (
            <button
              key={k}
              type="button"
              className={styles.key}
              onClick={() => press(k)}
              disabled={disabled}
              data-digit={k}
            >
              {k}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
