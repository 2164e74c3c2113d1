import type { Channel } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { feePercent } from '../utils/amount';
import { ChannelIcon } from './channel-icon';
import styles from './channel-list.module.css';

type Props = {
  channels: Channel[];
  value: string | null;
  onChange: (code: string) => void;
  /** Show the fee of each channel (withdrawals). */
  showFee?: boolean;
  label: string;
};

/**
 * Channels as a radio group: icon, name, bounds in the channel's own currency, demo and review badges. Closed
 * channels stay visible (so users know they exist) but cannot be chosen.
 */
export function ChannelList({ channels, value, onChange, showFee, label }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  return (
    <div role="radiogroup" aria-label={label} className={styles.list}>
      {channels.map((c) => {
        const selected = c.channelCode === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with badges and bounds
          <button
            key={c.channelCode}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={!c.enabled}
            className={`${styles.item} ${selected ? styles.selected : ''}`}
            onClick={() => onChange(c.channelCode)}
            data-channel={c.channelCode}
          >
            <ChannelIcon kind={c.provider} size={40} />
            <span className={styles.body}>
              <span className={styles.name}>{c.name}</span>
              <span className={styles.meta}>
                {t('wallet.channel.bounds', { min: money(c.minAmount, c.unit), max: money(c.maxAmount, c.unit) })}
                {showFee && (
                  <>
                    {' · '}
                    {c.feeBp > 0
                      ? t('wallet.channel.fee', { rate: feePercent(c.feeBp, locale) })
                      : t('wallet.channel.no_fee')}
                  </>
                )}
              </span>
              {(c.demo || c.needsReview || !c.enabled) && (
                <span className={styles.badges}>
                  {c.demo && <span className={`${styles.badge} ${styles.demo}`}>{t('wallet.channel.demo')}</span>}
                  {c.needsReview && <span className={styles.badge}>{t('wallet.channel.review')}</span>}
                  {!c.enabled && (
                    <span className={`${styles.badge} ${styles.closed}`}>{t('wallet.channel.closed')}</span>
                  )}
                </span>
              )}
            </span>
            <span className={`${styles.radio} ${selected ? styles.radioOn : ''}`} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
