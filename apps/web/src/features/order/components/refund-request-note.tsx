import type { OrderDetail } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import styles from './refund-request-note.module.css';

/** Where the order's refund request stands: under review, declined (with the reason given), or approved. */
export function RefundRequestNote({ request }: { request: NonNullable<OrderDetail['refundRequest']> }) {
  const { t } = useTranslation();
  const tone = request.state === 'declined' ? styles.declined : request.state === 'approved' ? styles.approved : '';
  return (
    <section className={`${styles.note} ${tone}`} data-testid="refund-request-note" data-state={request.state}>
      <strong className={styles.title}>{t(`order.refund_request.${request.state}`)}</strong>
      {request.state === 'declined' && request.declineReason && (
        <span data-testid="refund-decline-reason">
          {t('order.refund_request.declined_reason', { reason: request.declineReason })}
        </span>
      )}
      <span className={styles.mine}>{t('order.refund_request.your_reason', { reason: request.reason })}</span>
    </section>
  );
}
