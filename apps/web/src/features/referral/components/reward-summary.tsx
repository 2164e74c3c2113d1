import type { getReferralInfo, ResponseOf } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import { formatCount, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import styles from './reward-summary.module.css';

type Info = ResponseOf<typeof getReferralInfo>;

/** What I earned, hold and had reversed in my currency, how many friends I invited, and this month's cap. */
export function RewardSummary({ info }: { info: Info }) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  const stat = (label: string, value: string, testId: string) => (
    <div className={styles.stat}>
      <span className={styles.value} data-testid={testId}>
        {value}
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
  return (
    <section className={styles.card}>
      <div className={styles.row}>
        {stat(t('referral.summary.earned'), money(info.earned, info.unit), 'referral-earned')}
        {stat(t('referral.summary.pending'), money(info.pending, info.unit), 'referral-pending')}
        {stat(t('referral.summary.reversed'), money(info.reversed, info.unit), 'referral-reversed')}
      </div>
      <div className={styles.row}>
        {stat(t('referral.summary.invited'), formatCount(info.invited, locale), 'referral-invited')}
        {stat(t('referral.summary.topped_up'), formatCount(info.toppedUp, locale), 'referral-topped-up')}
      </div>
      {info.rates && (
        <p className={styles.month}>
          {t('referral.summary.month', {
            earned: money(info.thisMonth, info.unit),
            cap: money(info.rates.monthlyCap, info.rates.unit),
          })}
        </p>
      )}
    </section>
  );
}
