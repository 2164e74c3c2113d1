import type { Address } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { ChevronRightIcon, PinIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './checkout-address.module.css';

type Props = {
  /** The saved address the order goes to; null with `pointText` for an unsaved map pin. */
  address: Address | null;
  pointText: string | null;
  onChange: () => void;
};

/** Where the order goes: a saved address (name, phone, address, details), or what is missing. */
export function CheckoutAddress({ address, pointText, onChange }: Props) {
  const { t } = useTranslation();
  if (address) {
    return (
      <button type="button" className={styles.card} onClick={onChange} data-testid="checkout-address">
        <PinIcon size={22} className={styles.pin} />
        <span className={styles.body}>
          <span className={styles.line}>
            {address.label && (
              <span className={styles.label}>
                {t(`takeout.checkout.label.${address.label}`, { defaultValue: address.label })}
              </span>
            )}
            <span className={styles.address}>{address.address}</span>
          </span>
          {(address.houseNumber || address.detailed) && (
            <span className={styles.detail}>{[address.houseNumber, address.detailed].filter(Boolean).join(' · ')}</span>
          )}
          <span className={styles.who}>
            {address.name} · {address.phone}
          </span>
        </span>
        <span className={styles.change}>
          {t('takeout.checkout.change')}
          <ChevronRightIcon size={16} />
        </span>
      </button>
    );
  }
  return (
    <div className={`${styles.card} ${styles.missing}`} data-testid="checkout-address-missing">
      <PinIcon size={22} className={styles.pin} />
      <span className={styles.body}>
        <span className={styles.address}>
          {pointText ? t('takeout.checkout.point_unsaved') : t('takeout.checkout.add_address')}
        </span>
        {pointText && <span className={styles.detail}>{pointText}</span>}
        <span className={styles.who}>
          {pointText ? t('takeout.checkout.point_unsaved_desc') : t('takeout.checkout.add_address_desc')}
        </span>
        <Button color="primary" shape="rounded" size="small" className={styles.action} onClick={onChange}>
          {pointText ? t('takeout.checkout.pick_address') : t('takeout.checkout.add_address')}
        </Button>
      </span>
    </div>
  );
}
