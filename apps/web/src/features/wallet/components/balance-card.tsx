import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceTag } from '@/components/ui/price-tag';
import type { Currency } from '@/lib/money';
import { useMoney } from '../hooks/use-money';
import styles from './balance-card.module.css';

type Props = {
  /** Settlement minor units. */
  balance: number;
  held?: number;
  currency?: Currency | null;
  /** Quick actions under the amount. */
  children?: ReactNode;
  label?: string;
};

/** The wallet balance in the user's currency, what is held for withdrawals, and quick actions. */
export function BalanceCard({ balance, held = 0, currency, children, label }: Props) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  return (
    <section className={styles.card} aria-label={label ?? t('wallet.balance')}>
      <span className={styles.label}>{label ?? t('wallet.balance')}</span>
      <PriceTag amount={balance} currency={currency} size="lg" tone="plain" className={styles.amount} />
      {held > 0 && <span className={styles.held}>{t('wallet.held', { amount: money(held) })}</span>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

type ActionProps = { icon: ReactNode; label: string; onClick: () => void };

export function BalanceAction({ icon, label, onClick }: ActionProps) {
  return (
    <button type="button" className={styles.action} onClick={onClick}>
      <span className={styles.actionIcon}>{icon}</span>
      <span className={styles.actionLabel}>{label}</span>
    </button>
  );
}
