import { type OrderDetail, PayRequestStatus } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Countdown } from '@/components/ui/countdown';
import { useTranslation } from '@/i18n/use-translation';
import { useCreatePayOrder } from '../api/create-pay-order';
import styles from './pay-request-panel.module.css';
import { SharePaySheet } from './share-pay-sheet';

type Props = {
  order: OrderDetail;
  /** After a link was made (the order page reads its order again). */
  onChanged: () => void;
  /** Opens the chat a request was sent to. */
  onOpenChat: (chatGroupId: string) => void;
};

/** The full address of a pay link (the server gives a path when it has no public URL configured). */
const absolute = (link: string) => (/^https?:/.test(link) ? link : `${window.location.origin}${link}`);

/**
 * On the owner's order page: ask a friend to pay (while the order is unpaid), the open request with its
 * countdown and the share sheet, and who paid once a friend did.
 */
export function PayRequestPanel({ order: o, onChanged, onOpenChat }: Props) {
  const { t } = useTranslation();
  const create = useCreatePayOrder();
  const [sharing, setSharing] = useState(false);
  const request = o.payRequest;
  const live =
    request && request.status === PayRequestStatus.Waiting && Date.parse(request.expiresAt) > Date.now()
      ? request
      : null;

  if (o.payer) {
    return (
      <section className={styles.panel} data-testid="pob-panel" data-state="paid">
        <span className={styles.label}>{t('pay_on_behalf.panel_title')}</span>
        <strong className={styles.paid}>{t('pay_on_behalf.paid_by', { name: o.payer.name })}</strong>
        <span className={styles.sub}>{t('pay_on_behalf.refunds_to_payer')}</span>
      </section>
    );
  }
  if (!o.canPay) return null;

  const ask = async () => {
    if (live) {
      setSharing(true);
      return;
    }
    await create.mutateAsync({ oid: o.oid });
    onChanged();
    setSharing(true);
  };

  return (
    <section className={styles.panel} data-testid="pob-panel" data-state={live ? 'waiting' : 'none'}>
      <div className={styles.row}>
        <div className={styles.text}>
          <span className={styles.label}>{t('pay_on_behalf.panel_title')}</span>
          {live ? (
            <span className={styles.waiting}>
              {t('pay_on_behalf.waiting')} · <Countdown until={live.expiresAt} onEnd={onChanged} />
            </span>
          ) : request && request.status === PayRequestStatus.Expired ? (
            <span className={styles.sub}>{t('pay_on_behalf.request_expired')}</span>
          ) : null}
        </div>
        <Button
          size="small"
          color="primary"
          fill={live ? 'outline' : 'solid'}
          shape="rounded"
          loading={create.isPending}
          onClick={() => void ask().catch(() => {})}
          data-testid="pob-ask"
        >
          {live ? t('pay_on_behalf.share') : t('pay_on_behalf.ask_friend')}
        </Button>
      </div>
      {live && (
        <SharePaySheet
          visible={sharing}
          onClose={() => setSharing(false)}
          order={o}
          pid={live.pid}
          url={absolute(live.link)}
          onSent={(chatGroupId) => {
            setSharing(false);
            onOpenChat(chatGroupId);
          }}
        />
      )}
    </section>
  );
}
