import { CheckIcon, WalletIcon } from '@/components/ui/icons';
import { PriceTag } from '@/components/ui/price-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';
import styles from './pay-method.module.css';

type Props = {
  /** The balance in the order's currency (0 when none is held); null when unknown. */
  balance: number | null;
  total: number;
  /** The order's currency (the merchant's). */
  unit: string;
  /** Other balances with money in them: a short order can be paid from one at a quoted rate. */
  others?: readonly { unit: string; balance: number }[];
  onTopUp: () => void;
};

/**
 * Paying from the wallet: the balance in the order's currency, and when it does not cover the total,
 * a top-up link and (when another currency is held) that paying from it is offered with a quote.
 */
export function PayMethod({ balance, total, unit, others = [], onTopUp }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
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
          <span className={styles.name}>{t('takeout.checkout.wallet_in', { unit })}</span>
          {balance !== null && (
            <span className={short ? styles.short : styles.balance} data-testid="checkout-balance">
              <PriceTag amount={balance} unit={unit} size="sm" tone="plain" />
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
      {short && others.length > 0 && (
        <p className={styles.other} data-testid="checkout-other-balances">
          {t('takeout.checkout.other_balance', {
            amounts: others.map((w) => money(w.balance, w.unit)).join(' · '),
          })}
        </p>
      )}
    </section>
  );
}
