import CheckList from 'antd-mobile/es/components/check-list';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BottomPopup } from './bottom-popup';
import styles from './currency-selector.module.css';
import { ChevronDownIcon } from './icons';

export type CurrencyOption = { unit: string; symbol: string; name?: string; flag?: string };

type Props = { options: CurrencyOption[]; value?: string; onChange: (unit: string) => void; disabled?: boolean };

/** Pick a currency unit (recharge and withdrawal channels, bank accounts). */
export function CurrencySelector({ options, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = options.find((o) => o.unit === value);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        disabled={disabled || options.length === 0}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {current?.flag && <img src={current.flag} alt="" width={20} height={14} className={styles.flag} />}
        <span className={styles.unit}>
          {current ? `${current.symbol} ${current.unit}` : t('widgets.choose_currency')}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      <BottomPopup visible={open} onClose={() => setOpen(false)} title={t('widgets.choose_currency')}>
        <CheckList
          value={value ? [value] : []}
          onChange={(v) => {
            const next = v[0];
            if (typeof next === 'string') onChange(next);
            setOpen(false);
          }}
        >
          {options.map((o) => (
            <CheckList.Item key={o.unit} value={o.unit}>
              <span className={styles.option}>
                {o.flag && <img src={o.flag} alt="" width={22} height={16} className={styles.flag} />}
                <span className={styles.symbol}>{o.symbol}</span>
                <span>{o.unit}</span>
                {o.name && <span className={styles.name}>{o.name}</span>}
              </span>
            </CheckList.Item>
          ))}
        </CheckList>
      </BottomPopup>
    </>
  );
}
