import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import { type BonusRule, bonusFor, nextBonus } from '../utils/amount';
import styles from './bonus-card.module.css';

/** `rules` and `amount` are minor units of `unit` (the rules the server sent are that currency's own). */
type Props = { rules: BonusRule[]; amount: number; unit: string };

/** The top-up promotion ("top up 50 get 5") and what the amount being typed earns. */
export function BonusCard({ rules, amount, unit }: Props) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, unit);
  if (rules.length === 0) return null;
  const bonus = bonusFor(amount, rules);
  const next = nextBonus(amount, rules);
  return (
    <section className={styles.card} aria-labelledby="wf-bonus-title">
      <div className={styles.head}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.gift}>
          <path
            d="M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-9Zm-1-4h18v4H3zM12 7v14M12 7S10.5 3 8 3.5 7 7 12 7Zm0 0s1.5-4 4-3.5S17 7 12 7Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id="wf-bonus-title" className={styles.title}>
          {t('wallet.bonus.title')}
        </h2>
      </div>
      <ul className={styles.rules}>
        {rules.map((r) => (
          <li key={r.minAmount} className={bonus === r.bonus && bonus > 0 ? styles.reached : undefined}>
            {t('wallet.bonus.rule', { amount: money(r.minAmount), bonus: money(r.bonus) })}
          </li>
        ))}
      </ul>
      <p className={bonus > 0 ? styles.earned : styles.next} data-testid="bonus-status">
        {bonus > 0
          ? t('wallet.bonus.earned', { bonus: money(bonus) })
          : next && amount > 0
            ? t('wallet.bonus.next', { more: money(next.more), bonus: money(next.bonus) })
            : ''}
      </p>
      {bonus > 0 && next && (
        <p className={styles.next}>{t('wallet.bonus.next', { more: money(next.more), bonus: money(next.bonus) })}</p>
      )}
    </section>
  );
}
