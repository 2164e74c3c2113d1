import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { PinIcon } from '@/components/ui/icons';
import { useTranslation } from '@/i18n/use-translation';
import styles from './pin-address.module.css';

type Props = {
  /** The address at the pin; null while it is being looked up or the map moves. */
  title: string | null;
  /** A second line: the place's name, "your saved address, 120 m away", or the unknown-address hint. */
  note?: string | null;
  /** The address could not be named. */
  unknown?: boolean;
  confirmText: string;
  onConfirm: () => void;
  disabled: boolean;
};

/** The sheet under the map: what lies under the pin, and the button that takes it. */
export function PinAddress({ title, note, unknown, confirmText, onConfirm, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.sheet}>
      <div className={styles.where} aria-live="polite" data-testid="pin-address">
        <span className={styles.icon}>
          <PinIcon size={20} />
        </span>
        {title === null ? (
          <div className={styles.loading}>
            <span className="wf-sr-only">{t('address.location.resolving')}</span>
            <Skeleton.Title animated className={styles.skeleton} />
            <Skeleton.Paragraph lineCount={1} animated className={styles.skeleton} />
          </div>
        ) : (
          <div className={styles.text}>
            <p className={`${styles.title} ${unknown ? styles.unknown : ''}`} data-testid="pin-title">
              {title}
            </p>
            {note && <p className={styles.note}>{note}</p>}
          </div>
        )}
      </div>
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        onClick={onConfirm}
        disabled={disabled}
        className={styles.confirm}
        data-testid="confirm-location"
      >
        {confirmText}
      </Button>
    </div>
  );
}
