import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/ui/icons';
import { PriceTag } from '@/components/ui/price-tag';
import { intlTag } from '@/i18n/locales-list';
import { useCurrency } from '@/lib/currency';
import { formatMoney } from '@/lib/money';
import { TopUpIcon, WithdrawIcon } from './account-icons';
import styles from './wallet-card.module.css';

type Props = {
  balance: number;
  held?: number;
  onTopUp: () => void;
  onWithdraw: () => void;
  onRecords: () => void;
};

/** The wallet on the profile: balance in the user's currency, held amount, top up, withdraw, records. */
export function WalletCard({ balance, held = 0, onTopUp, onWithdraw, onRecords }: Props) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  const locale = intlTag[i18n.language as keyof typeof intlTag] ?? 'en-US';
  return (
    <section className={styles.card} aria-label={t('profile.balance')}>
      <div className={styles.top}>
        <span className={styles.label}>{t('profile.balance')}</span>
        <button type="button" className={styles.records} onClick={onRecords}>
          {t('pages.transactionRecord')}
          <ChevronRightIcon size={16} />
        </button>
      </div>
      <PriceTag amount={balance} size="lg" className={styles.balance} />
      {held > 0 && (
        <p className={styles.held}>{t('account.wallet.held', { amount: formatMoney(held, currency, locale) })}</p>
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
