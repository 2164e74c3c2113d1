import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/clipboard';
import { BottomPopup } from './bottom-popup';
import { CopyIcon, ShareIcon } from './icons';
import { QrCode } from './qr-code';
import styles from './share-popup.module.css';

type Props = {
  visible: boolean;
  onClose: () => void;
  url: string;
  title?: string;
  text?: string;
  /** More ways to share, under the standard ones (e.g. send in chat). */
  children?: ReactNode;
};

const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Share a link: QR code to scan, copy link, and the system share sheet where the browser has one. */
export function SharePopup({ visible, onClose, url, title, text, children }: Props) {
  const { t } = useTranslation();
  const share = async () => {
    try {
      await navigator.share({ url, title, text });
      onClose();
    } catch {
      // the user closed the share sheet: stay here
    }
  };
  return (
    <BottomPopup visible={visible} onClose={onClose} title={title ?? t('widgets.share_title')}>
      <div className={styles.body}>
        <QrCode value={url} size={168} label={t('widgets.share_qr')} />
        <p className={styles.hint}>{t('widgets.share_scan')}</p>
        <p className={styles.url}>{url}</p>
        <div className={styles.actions}>
          <Button block shape="rounded" onClick={() => void copyText(url)}>
            <span className={styles.btn}>
              <CopyIcon size={18} />
              {t('widgets.copy_link')}
            </span>
          </Button>
          {canWebShare() && (
            <Button block color="primary" shape="rounded" onClick={() => void share()}>
              <span className={styles.btn}>
                <ShareIcon size={18} />
                {t('widgets.share_more')}
              </span>
            </Button>
          )}
        </div>
        {children}
      </div>
    </BottomPopup>
  );
}
