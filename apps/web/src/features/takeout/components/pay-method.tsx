import { useTranslation } from 'react-i18next';
import { CheckIcon, WalletIcon } from '@/components/ui/icons';
import { PriceTag } from '@/components/ui/price-tag';
import styles from './pay-method.module.css';

type Props = { balance: number | null; total: number; onTopUp: () => void };

/** Paying from the wallet: the balance, and a top-up link when it does not cover the total. */
export function PayMethod({ balance, total, onTopUp }: Props) {
  const { t } = useTranslation();
  const short = balance !== null && balance < total;
  return (
    <section className={styles.card} aria-labelledby="wf-pay-with">
      <h2 id="wf-pay-with" className={styles.title}>
        {t('takeout.checkout.pay_with')}
      </h2>
      <div className={styles.row}>
        <span className={styles.icon}>
          <WalletIcon size={22} />
        </span>
        <span className={styles.texts}>
          <span className={styles.name}>{t('takeout.checkout.wallet')}</span>
          {balance !== null && (
            <span className={short ? styles.short : styles.balance} data-testid="checkout-balance">
              <PriceTag amount={balance} size="sm" tone="plain" />
              {short && <span> · {t('takeout.checkout.balance_short')}</span>}
            </span>
          )}
        </span>
        {short ? (
          <button type="button" className={styles.topUp} onClick={onTopUp}>
            {t('takeout.checkout.top_up')}
          </button>
        ) : (
          <CheckIcon size={20} className={styles.check} />
        )}
      </div>
    </section>
  );
}
