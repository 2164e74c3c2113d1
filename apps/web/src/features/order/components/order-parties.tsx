import type { Address, OrderDetail } from '@wayfare/contracts';
import { PinIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import styles from './order-parties.module.css';

/** One line of an address as a person writes it: house number, details, street. */
export const addressLine = (a: Pick<Address, 'address' | 'detailed' | 'houseNumber'>) =>
  [a.houseNumber, a.detailed, a.address].filter((s) => s.trim() !== '').join(', ');

/** The label of a saved address (Home / Work) in the user's language, or nothing. */
export function useAddressLabel() {
  const { t } = useTranslation();
  return (label: string) => (label === 'Home' || label === 'Work' ? t(`order.address.label_${label}`) : '');
}

type Merchant = NonNullable<OrderDetail['merchant']>;

/** Who cooks it: logo, name, address and a call button. */
export function MerchantBlock({ merchant: m }: { merchant: Merchant }) {
  const { t } = useTranslation();
  return (
    <div className={styles.party} data-testid="order-merchant">
      <LazyImage src={m.logo} alt="" className={styles.logo} />
      <span className={styles.text}>
        <span className={styles.name}>{m.name}</span>
        {m.address && <span className={styles.sub}>{m.address}</span>}
      </span>
      {m.phone && (
        <a className={styles.action} href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>
          <span className="wf-sr-only">{t('order.detail.call_merchant', { name: m.name })}</span>
          <span aria-hidden="true">{t('order.actions.call')}</span>
        </a>
      )}
    </div>
  );
}

type AddressProps = {
  address: Address | null;
  /** Shown while the address may still change. */
  onChange?: () => void;
};

/** Where it goes: name, phone, address; "Change" while no rider is on the way yet. */
export function DeliveryAddressBlock({ address: a, onChange }: AddressProps) {
  const { t } = useTranslation();
  const labelOf = useAddressLabel();
  return (
    <div className={styles.party} data-testid="order-address">
      <span className={styles.pin} aria-hidden="true">
        <PinIcon size={20} />
      </span>
      {a ? (
        <span className={styles.text}>
          <span className={styles.name}>
            {a.name} <span className={styles.phone}>{a.phone}</span>
            {labelOf(a.label) && <span className={styles.label}>{labelOf(a.label)}</span>}
          </span>
          <span className={styles.sub}>{addressLine(a)}</span>
        </span>
      ) : (
        <span className={`${styles.text} ${styles.sub}`}>{t('order.detail.no_address')}</span>
      )}
      {onChange && (
        <button type="button" className={styles.action} onClick={onChange} data-testid="change-address">
          {t('order.actions.change')}
        </button>
      )}
    </div>
  );
}
