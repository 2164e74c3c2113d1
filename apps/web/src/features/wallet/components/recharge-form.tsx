import { DynamicField } from '@/components/ui/dynamic-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useTranslation } from '@/i18n/use-translation';
import type { RechargeState } from '../hooks/use-recharge';
import { AmountField } from './amount-field';
import { BonusCard } from './bonus-card';
import { ChannelList } from './channel-list';
import { WalletNotice } from './wallet-notice';
import styles from './wallet-screen.module.css';

/**
 * The top-up form: the country's channels (demo labelled, closed ones disabled), amount chips and free
 * entry within the channel's bounds, the bonus rule and what this amount earns, and an offline channel's
 * steps and fields.
 */
export function RechargeForm({ r }: { r: RechargeState }) {
  const { t } = useTranslation();
  const { config, channel } = r;
  if (config.isPending) return <LoadingState rows={4} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (r.channels.length === 0)
    return <EmptyState title={t('wallet.recharge.no_channels')} description={t('wallet.recharge.no_channels_desc')} />;
  return (
    <div className={styles.body}>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('wallet.recharge.method')}</h2>
        <ChannelList
          channels={r.channels}
          value={channel?.channelCode ?? null}
          onChange={r.chooseChannel}
          label={t('wallet.recharge.method')}
        />
      </section>

      {channel?.demo && (
        <WalletNotice tone="info" title={t('wallet.recharge.demo_title')} testId="demo-notice">
          {t('wallet.recharge.demo_text')}
        </WalletNotice>
      )}

      <section className={styles.section}>
        <AmountField
          label={t('wallet.recharge.amount')}
          value={r.amount}
          onChange={r.changeAmount}
          unit={r.unit}
          limits={r.limits}
          chips={config.data.quickAmounts}
          problem={r.problem}
          disabled={r.sending}
        />
      </section>

      {/* The currency's steps, and the chosen channel's own ones (as the server applies them). */}
      <BonusCard
        rules={(config.data.bonusRules ?? []).filter((b) => !b.channelCode || b.channelCode === channel?.channelCode)}
        amount={r.live}
        unit={r.unit}
      />

      {channel?.needsReview && (
        <section className={styles.section}>
          <WalletNotice tone="info" title={t('wallet.recharge.offline_title')}>
            <ol className={styles.steps}>
              <li>{t('wallet.recharge.offline_step1')}</li>
              <li>{t('wallet.recharge.offline_step2')}</li>
              <li>{t('wallet.recharge.offline_step3')}</li>
            </ol>
          </WalletNotice>
          {r.specs.length > 0 && (
            <div className={styles.fields}>
              {r.specs.map((spec) => (
                <DynamicField
                  key={spec.key}
                  spec={spec}
                  value={r.fields[spec.key] ?? ''}
                  onChange={(v) => r.changeField(spec.key, v)}
                  error={r.fieldErrors[spec.key]}
                />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
