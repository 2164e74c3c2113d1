import type { ReactNode } from 'react';
import styles from './channel-icon.module.css';

/** Providers of channels (`demo`, `paypal`, `offline`, `bank`, `ewallet`) and kinds of payment account. */
const looks: Record<string, { tone: string; path: ReactNode }> = {
  demo: {
    tone: '#7c5cff',
    path: (
      <>
        <path d="M9 3.5h6M10 3.5v5.2L5.2 17a2 2 0 0 0 1.7 3h10.2a2 2 0 0 0 1.7-3L14 8.7V3.5" />
        <path d="M7.5 14h9" />
      </>
    ),
  },
  paypal: {
    tone: '#0070e0',
    path: (
      <>
        <path d="M7 20.5 9.5 4h6a4 4 0 0 1 0 8H11l-1.3 8.5Z" />
        <path d="M9.8 16.5h3.7a4 4 0 0 0 4-3.4" />
      </>
    ),
  },
  bank: {
    tone: '#00a870',
    path: (
      <>
        <path d="M3.5 9 12 4l8.5 5M5 20.5h14M4 9.5h16" />
        <path d="M6.5 10v7.5M10.2 10v7.5M13.8 10v7.5M17.5 10v7.5" />
      </>
    ),
  },
  ewallet: {
    tone: '#ff6a00',
    path: (
      <>
        <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
        <path d="M10.5 18.5h3M9.5 8.5h5v4h-5z" />
      </>
    ),
  },
  crypto: {
    tone: '#f0a500',
    path: (
      <>
        <path d="M12 2.8 20 7.4v9.2l-8 4.6-8-4.6V7.4Z" />
        <path d="M10 8.5h3a1.8 1.8 0 0 1 0 3.5h-3V8.5Zm0 3.5h3.5a1.8 1.8 0 0 1 0 3.5H10V12Zm1-5v1.5m0 7V17" />
      </>
    ),
  },
};
looks.offline = looks.bank as (typeof looks)[string];

/** A round, tinted icon for a channel provider or an account type; decorative. */
export function ChannelIcon({ kind, size = 40, plain }: { kind: string; size?: number; plain?: boolean }) {
  const look = looks[kind] ?? looks.bank!;
  return (
    <span
      className={styles.icon}
      style={
        plain
          ? { width: size, height: size }
          : { width: size, height: size, color: look.tone, background: `${look.tone}17` }
      }
      aria-hidden="true"
    >
      <svg
        width={plain ? size : size * 0.58}
        height={plain ? size : size * 0.58}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden="true"
      >
        {look.path}
      </svg>
    </span>
  );
}
