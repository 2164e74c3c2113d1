import { ChevronDownIcon, PinIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './delivery-header.module.css';

type Props = { text: string | null; onChange: () => void };

/** "Deliver to <address>" in the nav bar; opens the address picker. */
export function DeliveryHeader({ text, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.button} onClick={onChange} data-testid="delivery-header">
      <PinIcon size={18} className={styles.pin} />
      <span className={styles.texts}>
        <span className={styles.label}>{t('takeout.deliver_to')}</span>
        <span className={styles.address}>{text || t('takeout.choose_address')}</span>
      </span>
      <ChevronDownIcon size={14} className={styles.chevron} />
    </button>
  );
}
