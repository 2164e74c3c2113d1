import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './bottom-popup.module.css';
import { useOpenedOnce } from './use-opened-once';

type Props = {
  visible: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Keep the content mounted while hidden (forms that must not lose input). */
  keepMounted?: boolean;
};

/**
 * A sheet from the bottom: title, close button, scrolling body, sticky footer above the safe area. Nothing
 * is drawn until it first opens (a closed antd-mobile popup still builds its mask, body and animations,
 * which every screen with a sheet paid for on arrival).
 */
export function BottomPopup({ visible, onClose, title, children, footer, keepMounted }: Props) {
  const { t } = useTranslation();
  if (!useOpenedOnce(visible)) return null;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose={!keepMounted}
      bodyClassName={styles.body}
      showCloseButton={false}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.content}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Popup>
  );
}
