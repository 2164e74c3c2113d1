import type { WalletBalance } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import styles from './balance-card.module.css';

type Props = {
  /** Minor units of `unit`. */
  balance: number;
  held?: number;
  unit: string;
  /** Every balance the user holds (active first); the others are listed under the main amount. */
  wallets?: readonly Pick<WalletBalance, 'unit' | 'balance' | 'held'>[];
  /** Quick actions under the amount. */
  children?: ReactNode;
  label?: string;
};

/** The active balance in its currency, what is held for withdrawals, the other balances, and quick actions. */
export function BalanceCard({ balance, held = 0, unit, wallets = [], children, label }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const others = wallets.filter((w) => w.unit !== unit);
  return (
    <section className={styles.card} aria-label={label ?? t('wallet.balance')}>
      <span className={styles.label}>
        {label ?? t('wallet.balance')} · {unit}
      </span>
      <PriceTag amount={balance} unit={unit} size="lg" tone="plain" className={styles.amount} />
      {held > 0 && <span className={styles.held}>{t('wallet.held', { amount: money(held, unit) })}</span>}
      {others.length > 0 && (
        <ul className={styles.others} aria-label={t('wallet.other_balances')} data-testid="other-balances">
          {others.map((w) => (
            <li key={w.unit} className={styles.other} data-unit={w.unit}>
              <span className={styles.otherUnit}>{w.unit}</span>
              <span className={styles.otherAmount}>{money(w.balance, w.unit)}</span>
            </li>
          ))}
        </ul>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

type ActionProps = { icon: ReactNode; label: string; onClick: () => void; testId?: string };

export function BalanceAction({ icon, label, onClick, testId }: ActionProps) {
  return (
    <button type="button" className={styles.action} onClick={onClick} data-testid={testId}>
      <span className={styles.actionIcon}>{icon}</span>
      <span className={styles.actionLabel}>{label}</span>
    </button>
  );
}
