import type { ReferralRates } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import { formatPercent, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import styles from './reward-rules.module.css';

/** How rewards work, with the amounts and shares of my own currency. */
export function RewardRules({ rates, unit }: { rates: ReferralRates | null; unit: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  const pct = (bp: number) => formatPercent(bp, locale);
  const lines = rates
    ? [
        rates.inviterReward > 0 && t('referral.rules.reward', { amount: money(rates.inviterReward, rates.unit) }),
        rates.firstRechargeBp > 0 && t('referral.rules.first', { percent: pct(rates.firstRechargeBp) }),
        rates.rechargeBp > 0 && t('referral.rules.recharge', { percent: pct(rates.rechargeBp) }),
        rates.purchaseBp > 0 && t('referral.rules.purchase', { percent: pct(rates.purchaseBp) }),
        t('referral.rules.cap', { amount: money(rates.monthlyCap, rates.unit) }),
      ].filter((l): l is string => typeof l === 'string')
    : [];
  return (
    <section className={styles.card} aria-labelledby="referral-rules-title">
      <h2 id="referral-rules-title" className={styles.title}>
        {t('referral.rules.title')}
      </h2>
      {rates ? (
        <>
          <p className={styles.intro}>{t('referral.rules.intro', { unit: rates.unit })}</p>
          <ul className={styles.list} data-testid="referral-rules">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <p className={styles.fair}>{t('referral.rules.fair')}</p>
        </>
      ) : (
        <p className={styles.intro}>{t('referral.rules.none', { unit })}</p>
      )}
    </section>
  );
}
