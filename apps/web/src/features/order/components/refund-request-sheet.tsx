import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { uploadAs } from '@/lib/upload';
import styles from './refund-request-sheet.module.css';

const REASON_MAX = 200;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Sends the request; resolves true when it was accepted. */
  onSubmit: (input: { reason: string; image: string }) => Promise<boolean>;
};

/**
 * A refund request past the instant-refund stage (a rider has the order): what went wrong and a photo,
 * uploaded first (purpose `refund`), then sent with `/order/RefundOrder`. Both are needed to send.
 */
export function RefundRequestSheet({ visible, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!visible) {
      setReason('');
      setImage(null);
    }
  }, [visible]);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !IMAGE_TYPES.includes(file.type)) return;
    setUploading(true);
    try {
      setImage((await uploadAs('refund', file, file.name)).url);
    } catch {
      // the upload helper showed the reason
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    if (!image || !reason.trim()) return;
    setSending(true);
    try {
      if (await onSubmit({ reason: reason.trim(), image })) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('order.refund_request.title')}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          loading={sending}
          disabled={!image || !reason.trim() || uploading}
          onClick={() => void send()}
          data-testid="refund-request-send"
        >
          {t('order.refund_request.submit')}
        </Button>
      }
    >
      <div className={styles.body} data-testid="refund-request-sheet">
        <p className={styles.intro}>{t('order.refund_request.intro')}</p>
        <label className={styles.label} htmlFor="wf-refund-reason">
          {t('order.refund_request.reason')}
        </label>
        <TextArea
          id="wf-refund-reason"
          className={styles.reason}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          showCount
          rows={3}
          placeholder={t('order.refund_request.reason_placeholder')}
          data-testid="refund-request-reason"
        />
        <span className={styles.label}>{t('order.refund_request.photo')}</span>
        <div className={styles.photoRow}>
          {image && <img className={styles.photo} src={image} alt={t('order.refund_request.photo')} />}
          <Button
            shape="rounded"
            size="small"
            loading={uploading}
            onClick={() => input.current?.click()}
            data-testid="refund-request-photo"
          >
            {image ? t('order.refund_request.change_photo') : t('order.refund_request.add_photo')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            onChange={(e) => void choose(e)}
            data-testid="refund-request-file"
          />
        </div>
      </div>
    </BottomPopup>
  );
}
