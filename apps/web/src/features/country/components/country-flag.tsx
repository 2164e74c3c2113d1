import styles from './country-flag.module.css';

/** Countries we ship a drawn flag for; others show the server's flag (emoji or image). */
const drawn = new Set(['US', 'TH', 'IN', 'CN', 'HK', 'TW', 'SG', 'MY', 'GB']);

export function CountryFlag({ code, flag, size = 24 }: { code: string; flag?: string; size?: number }) {
  const height = Math.round((size * 2) / 3);
  if (drawn.has(code)) {
    return <img src={`/flags/${code.toLowerCase()}.svg`} alt="" width={size} height={height} className={styles.img} />;
  }
  if (flag && /^(\/|https?:)/.test(flag)) {
    return <img src={flag} alt="" width={size} height={height} className={styles.img} />;
  }
  return (
    <span className={styles.emoji} style={{ fontSize: height }} aria-hidden="true">
      {flag}
    </span>
  );
}
