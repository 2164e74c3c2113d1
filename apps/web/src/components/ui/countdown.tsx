import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './countdown.module.css';

type Props = {
  /** When it ends: epoch ms, a Date or an ISO string. */
  until: number | string | Date;
  onEnd?: () => void;
  /** Shown instead of 00:00 once it ended (e.g. "Order has expired"). */
  endedText?: string;
  className?: string;
};

export function remainingMs(until: Props['until'], now = Date.now()): number {
  const end = until instanceof Date ? until.getTime() : typeof until === 'string' ? Date.parse(until) : until;
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/** `MM:SS`, or `H:MM:SS` past an hour, or `Nd HH:MM:SS` past a day. */
export function formatRemaining(ms: number, dayLabel: (d: number) => string = (d) => `${d}d`): string {
  const total = Math.ceil(ms / 1000);
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${dayLabel(d)} ${p(h)}:${p(m)}:${p(s)}`;
  if (h > 0) return `${h}:${p(m)}:${p(s)}`;
  return `${p(m)}:${p(s)}`;
}

/** A ticking countdown (pay windows, pay-on-behalf expiry); calls onEnd once at zero. */
export function Countdown({ until, onEnd, endedText, className }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => remainingMs(until));
  useEffect(() => {
    setLeft(remainingMs(until));
    const id = setInterval(() => {
      const next = remainingMs(until);
      setLeft(next);
      if (next <= 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);
  const ended = left <= 0;
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);
  return (
    <time className={`${styles.countdown} ${ended ? styles.ended : ''} ${className ?? ''}`} role="timer">
      {ended && endedText ? endedText : formatRemaining(left, (d) => t('widgets.days', { count: d }))}
    </time>
  );
}
