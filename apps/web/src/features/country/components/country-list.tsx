import type { Country } from '@wayfare/contracts';
import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import { CountryFlag } from './country-flag';
import styles from './country-list.module.css';

type Props = { countries: Country[]; selected?: string | null; busy?: string | null; onChoose: (c: Country) => void };

/** Countries with their flag, calling code and currency; the chosen one is marked. */
export function CountryList({ countries, selected, busy, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {countries.map((c) => {
        const active = c.code === selected;
        return (
          <li key={c.code}>
            <button
              type="button"
              className={active ? `${styles.item} ${styles.active}` : styles.item}
              onClick={() => onChoose(c)}
              aria-pressed={active}
              disabled={busy !== null && busy !== undefined}
            >
              <CountryFlag code={c.code} flag={c.flag} size={30} />
              <span className={styles.text}>
                <span className={styles.name}>{c.name}</span>
                <span className={styles.meta}>
                  {t('country.meta', { calling: c.callingCode, unit: c.unit, symbol: c.symbol })}
                </span>
              </span>
              {busy === c.code ? (
                <span className={styles.spinner} aria-hidden="true" />
              ) : (
                active && <CheckIcon size={20} className={styles.check} />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
