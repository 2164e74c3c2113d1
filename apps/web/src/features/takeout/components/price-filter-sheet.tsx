import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { currencySymbol } from '@/lib/money';
import { checkPriceDraft, type PriceDraft, type PriceProblems } from '../utils/price-interval';
import styles from './price-filter-sheet.module.css';

type Props = {
  visible: boolean;
  /** The user's currency: what is typed is minor units of it. */
  unit: string;
  value: PriceDraft;
  onClose: () => void;
  onApply: (draft: PriceDraft) => void;
};

/** The price range sheet: minimum and maximum per person in the user's currency, checked before applying. */
export function PriceFilterSheet({ visible, unit, value, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const symbol = currencySymbol(unit);
  const [draft, setDraft] = useState(value);
  const [problems, setProblems] = useState<PriceProblems>({});
  const id = useId();

  useEffect(() => {
    if (visible) {
      setDraft(value);
      setProblems({});
    }
  }, [visible, value]);

  const apply = () => {
    const found = checkPriceDraft(draft, unit);
    setProblems(found);
    if (!found.min && !found.max) onApply(draft);
  };
  const message = (p: PriceProblems['max']) =>
    p === 'order' ? t('errors.price_interval_invalid') : p === 'number' ? t('validation.number') : null;
  const field = (end: 'min' | 'max') => (
    <label className={`${styles.field} ${problems[end] ? styles.invalid : ''}`}>
      <span className="wf-sr-only">{t(`takeout.price.${end}`)}</span>
      <span className={styles.symbol} aria-hidden="true">
        {symbol}
      </span>
      <input
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={12}
        placeholder={t(`takeout.price.${end}_placeholder`)}
        value={draft[end]}
        aria-invalid={Boolean(problems[end])}
        aria-describedby={problems[end] ? `${id}-${end}` : undefined}
        data-testid={`price-${end}`}
        onChange={(e) => {
          setDraft((d) => ({ ...d, [end]: e.target.value }));
          if (problems[end]) setProblems((p) => ({ ...p, [end]: undefined }));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
    </label>
  );

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('takeout.price.title')}
      footer={
        <div className={styles.actions}>
          <Button
            shape="rounded"
            onClick={() => {
              setProblems({});
              onApply({ min: '', max: '' });
            }}
          >
            {t('takeout.price.reset')}
          </Button>
          <Button color="primary" shape="rounded" onClick={apply} data-testid="price-apply">
            {t('takeout.price.apply')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <p className={styles.hint}>{t('takeout.price.hint')}</p>
        <div className={styles.range}>
          {field('min')}
          <span className={styles.to}>{t('takeout.price.to')}</span>
          {field('max')}
        </div>
        {(['min', 'max'] as const).map(
          (end) =>
            problems[end] && (
              <p key={end} id={`${id}-${end}`} className={styles.error} role="alert" data-testid="price-error">
                {message(problems[end])}
              </p>
            ),
        )}
      </div>
    </BottomPopup>
  );
}
