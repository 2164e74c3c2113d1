import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import styles from './chat-screen.module.css';

/** "Ask about order …": shares the order as a card once; a refusal is toasted and the offer stays. */
export function OrderOffer({ oid, send }: { oid: string; send: (oid: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<'shown' | 'sending' | 'sent'>('shown');
  if (offer === 'sent') return null;
  const sendOrder = async () => {
    setOffer('sending');
    try {
      await send(oid);
      setOffer('sent');
    } catch (err) {
      toast(translateError(err));
      setOffer('shown');
    }
  };
  return (
    <div className={styles.offer} data-testid="chat-order-offer">
      <span className={styles.offerText}>{t('chat.page.attach_order', { oid })}</span>
      <Button
        size="small"
        color="primary"
        fill="outline"
        shape="rounded"
        loading={offer === 'sending'}
        onClick={() => void sendOrder()}
        data-testid="chat-send-order"
      >
        {t('chat.page.send_order')}
      </Button>
    </div>
  );
}
