import { ChevronRightIcon } from '@/components/ui/icons';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import { TopUpIcon, WithdrawIcon } from './account-icons';
import styles from './wallet-card.module.css';

type Props = {
  /** The active balance, minor units of `unit` (the current country's currency). */
  balance: number;
  held?: number;
  unit: string;
  /** Every balance held (active first); the others are listed small under the main one. */
  wallets?: readonly { unit: string; balance: number }[];
  onTopUp: () => void;
  onWithdraw: () => void;
  onRecords: () => void;
};

/** The wallet on the profile: active balance in its currency, the other balances, held amount, top up, withdraw, records. */
export function WalletCard({ balance, held = 0, unit, wallets = [], onTopUp, onWithdraw, onRecords }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const others = wallets.filter((w) => w.unit !== unit && w.balance !== 0);
  return (
    <section className={styles.card} aria-label={t('profile.balance')}>
      <div className={styles.top}>
        <span className={styles.label}>{t('profile.balance')}</span>
        <button type="button" className={styles.records} onClick={onRecords}>
          {t('pages.transactionRecord')}
          <ChevronRightIcon size={16} />
        </button>
      </div>
      <PriceTag amount={balance} unit={unit} size="lg" className={styles.balance} />
      {held > 0 && <p className={styles.held}>{t('account.wallet.held', { amount: money(held, unit) })}</p>}
      {others.length > 0 && (
        <p className={styles.held} data-testid="wallet-other-balances">
          {t('account.wallet.also', { amounts: others.map((w) => money(w.balance, w.unit)).join(' · ') })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${styles.action} ${styles.primary}`} onClick={onTopUp}>
          <TopUpIcon size={20} />
          {t('pages.rechargeCenter')}
        </button>
        <button type="button" className={styles.action} onClick={onWithdraw}>
          <WithdrawIcon size={20} />
          {t('pages.withdraw')}
        </button>
      </div>
    </section>
  );
}
