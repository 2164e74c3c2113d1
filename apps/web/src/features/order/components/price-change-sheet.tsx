import Button from 'antd-mobile/es/components/button';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { formatYmd, useIntlLocale } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import type { PriceChange, PriceChangeRow } from '../utils/price-change';
import styles from './price-change-sheet.module.css';

type Props = {
  change: PriceChange | null;
  /** True: the user accepts the new total (the caller orders again at it); false: they go back. */
  onDone: (accepted: boolean) => void;
};

/**
 * The price changed between what the user saw and the order (a merchant's edit, a new delivery fee, a
 * fare or nightly rate): what changed, the total shown and the new one, to confirm or go back.
 */
export function PriceChangeSheet({ change, onDone }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  if (!change) return null;
  const unit = change.currency;
  const labelOf = (r: PriceChangeRow) => {
    if (r.kind === 'item') return r.name;
    if (r.kind === 'delivery_fee') return t('order.price_change.delivery_fee');
    if (r.kind === 'fare') return t('order.price_change.fare');
    return t('order.price_change.night', { date: formatYmd(r.date, locale) });
  };
  const priceText = (r: PriceChangeRow) =>
    'was' in r
      ? t('order.price_change.was_now', { was: money(r.was, unit), now: money(r.now, unit) })
      : money(r.now, unit);

  return (
    <BottomPopup
      visible
      onClose={() => onDone(false)}
      title={t('order.price_change.title')}
      footer={
        <div className={styles.buttons}>
          <Button block shape="rounded" onClick={() => onDone(false)} data-testid="price-change-back">
            {t('order.price_change.back')}
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => onDone(true)} data-testid="price-change-confirm">
            {t('order.price_change.confirm', { amount: money(change.amount, unit) })}
          </Button>
        </div>
      }
    >
      <div className={styles.body} data-testid="price-change">
        <p className={styles.text}>{t('order.price_change.text')}</p>
        <dl className={styles.rows}>
          {change.changes.map((r, i) => (
            // What changed is a fixed list for this answer.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={i} data-testid="price-change-row">
              <dt>{labelOf(r)}</dt>
              <dd>{priceText(r)}</dd>
            </div>
          ))}
          {change.previous !== null && (
            <div>
              <dt>{t('order.price_change.previous_total')}</dt>
              <dd className={styles.old} data-testid="price-change-previous">
                {money(change.previous, unit)}
              </dd>
            </div>
          )}
          <div className={styles.strong}>
            <dt>{t('order.price_change.new_total')}</dt>
            <dd data-testid="price-change-total">{money(change.amount, unit)}</dd>
          </div>
        </dl>
      </div>
    </BottomPopup>
  );
}
