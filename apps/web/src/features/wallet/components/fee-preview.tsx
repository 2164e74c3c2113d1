import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { feeOf, feePercent, receiveOf } from '../utils/amount';
import styles from './fee-preview.module.css';

/** `amount` in minor units of `unit`, the channel's currency. */
type Props = { amount: number; feeBp: number; unit: string };

/** What a withdrawal costs and what arrives: fee (rate and amount) and the amount received. */
export function FeePreview({ amount, feeBp, unit }: Props) {
  const { t } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, unit);
  const locale = useIntlLocale();
  const fee = feeOf(amount, feeBp);
  return (
    <dl className={styles.preview} data-testid="fee-preview">
      <div className={styles.row}>
        <dt>{t('wallet.withdraw.fee_label', { rate: feePercent(feeBp, locale) })}</dt>
        <dd data-testid="fee-amount">{money(fee)}</dd>
      </div>
      <div className={`${styles.row} ${styles.receive}`}>
        <dt>{t('wallet.withdraw.receive')}</dt>
        <dd data-testid="receive-amount">{money(receiveOf(amount, feeBp))}</dd>
      </div>
    </dl>
  );
}
