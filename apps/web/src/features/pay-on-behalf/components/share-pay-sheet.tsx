import type { getPayUserInfo, OrderDetail, ResponseOf } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { SharePopup } from '@/components/ui/share-popup';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { useMoney } from '@/lib/use-money';
import { fetchPayUserInfo } from '../api/get-pay-user-info';
import { useSendPay } from '../api/send-pay';
import styles from './share-pay-sheet.module.css';

type Friend = ResponseOf<typeof getPayUserInfo>;

type Props = {
  visible: boolean;
  onClose: () => void;
  order: OrderDetail;
  pid: string;
  url: string;
  onSent: (chatGroupId: string) => void;
};

/**
 * Sharing a pay link: the shared share popup (QR code, copy, the system share sheet where the browser has
 * one) and, below it, sending the request as a pay card in chat to a user found by id.
 */
export function SharePaySheet({ visible, onClose, order, pid, url, onSent }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [uid, setUid] = useState('');
  const [friend, setFriend] = useState<Friend | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const send = useSendPay();

  const find = async () => {
    const id = uid.trim();
    if (!/^\d{1,18}$/.test(id)) {
      setError(t('pay_on_behalf.user_not_found'));
      return;
    }
    setFinding(true);
    setError(null);
    setFriend(null);
    try {
      setFriend(await fetchPayUserInfo({ uid: id }));
    } catch (err) {
      setError(translateError(err));
    } finally {
      setFinding(false);
    }
  };

  const submit = async () => {
    if (!friend) return;
    setError(null);
    try {
      const sent = await send.mutateAsync({ uid: friend._id, oid: order.oid, pid, content: note.trim() });
      onSent(sent.chatGroup_id);
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <SharePopup
      visible={visible}
      onClose={onClose}
      url={url}
      title={t('pay_on_behalf.share_title')}
      text={t('pay_on_behalf.share_text', { amount: money(order.amount, order.unit) })}
    >
      <div className={styles.chat} data-testid="pob-send">
        <h4 className={styles.heading}>{t('pay_on_behalf.send_in_chat')}</h4>
        <div className={styles.find}>
          <Input
            value={uid}
            onChange={setUid}
            inputMode="numeric"
            placeholder={t('pay_on_behalf.uid_placeholder')}
            aria-label={t('pay_on_behalf.uid_label')}
            className={styles.input}
            data-testid="pob-uid"
          />
          <Button size="small" shape="rounded" loading={finding} onClick={() => void find()} data-testid="pob-find">
            {t('pay_on_behalf.find')}
          </Button>
        </div>
        {friend && (
          <div className={styles.friend} data-testid="pob-friend">
            <LazyImage src={friend.head} alt="" className={styles.avatar} />
            <span>
              <strong>{friend.name || friend._id}</strong>
              <span className={styles.sub}>{friend.maskedAccount}</span>
            </span>
          </div>
        )}
        {friend && (
          <>
            <Input
              value={note}
              onChange={setNote}
              maxLength={140}
              placeholder={t('pay_on_behalf.message_placeholder')}
              className={styles.input}
            />
            <Button
              block
              color="primary"
              shape="rounded"
              loading={send.isPending}
              onClick={() => void submit()}
              data-testid="pob-send-chat"
            >
              {t('pay_on_behalf.send')}
            </Button>
          </>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </SharePopup>
  );
}
