import { useTranslation } from 'react-i18next';
import { type StatusView, statusKey, statusTone } from '../utils/status';
import styles from './order-status-tag.module.css';

/** The order's status as a small coloured pill. */
export function OrderStatusTag({ view }: { view: StatusView }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.tag} ${styles[statusTone(view)]}`} data-testid="order-status" data-status={view}>
      {t(statusKey(view))}
    </span>
  );
}
