import type { Address } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { CheckIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './address-sheet.module.css';
import { addressLine, useAddressLabel } from './order-parties';

type Props = {
  visible: boolean;
  onClose: () => void;
  addresses: Address[];
  /** The order's address now. */
  currentId: string | null;
  onChoose: (address: Address) => void;
  /** The address being sent. */
  sending: string | null;
  /** Why the last choice was refused (e.g. outside the delivery range), in the user's language. */
  error: string | null;
  onManage: () => void;
};

/** A new delivery address for the order, chosen among the user's saved ones. */
export function AddressSheet({ visible, onClose, addresses, currentId, onChoose, sending, error, onManage }: Props) {
  const { t } = useTranslation();
  const labelOf = useAddressLabel();
  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('order.address.title')}
      footer={
        <Button block shape="rounded" onClick={onManage}>
          {t('order.address.manage')}
        </Button>
      }
    >
      {error && (
        <p className={styles.error} role="alert" data-testid="address-error">
          {error}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className={styles.none}>{t('order.address.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="address-options">
          {addresses.map((a) => {
            const current = a.id === currentId;
            return (
              <li key={a.id}>
                <button
                  type="button"
                  className={`${styles.option} ${current ? styles.current : ''}`}
                  aria-pressed={current}
                  disabled={sending !== null}
                  onClick={() => (current ? onClose() : onChoose(a))}
                >
                  <span className={styles.text}>
                    <span className={styles.name}>
                      {a.name} <span className={styles.phone}>{a.phone}</span>
                      {labelOf(a.label) && <span className={styles.tag}>{labelOf(a.label)}</span>}
                      {a.isDefault && <span className={styles.tag}>{t('order.address.default')}</span>}
                    </span>
                    <span className={styles.line}>{addressLine(a)}</span>
                  </span>
                  <span className={styles.mark} aria-hidden="true">
                    {sending === a.id ? (
                      <SpinLoading style={{ '--size': '18px' }} />
                    ) : current ? (
                      <CheckIcon size={18} />
                    ) : null}
                  </span>
                  {current && <span className="wf-sr-only">{t('order.address.current')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </BottomPopup>
  );
}
