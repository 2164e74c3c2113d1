import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { Countdown } from '@/components/ui/countdown';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMoney } from '@/lib/use-money';
import type { RefundQuote } from '../api/get-refund-quote';
import styles from './quote-sheet.module.css';

type Props = {
  visible: boolean;
  quote: RefundQuote | null;
  loading: boolean;
  error: unknown;
  sending: boolean;
  /** What the tickets cost, to show the fee against. */
  paid: { amount: number; unit: string };
  onReload: () => void;
  onConfirm: () => void;
  onClose: () => void;
};

/** The refund quote before the user confirms: paid, the fee kept by the fare rules, what comes back and where. */
export function RefundSheet({ visible, quote: q, loading, error, sending, paid, onReload, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('flightBooking.refund.title')}
      footer={
        q && (
          <Button
            block
            color="danger"
            shape="rounded"
            loading={sending}
            disabled={loading || sending}
            onClick={onConfirm}
            data-testid="refund-confirm"
          >
            {t('flightBooking.refund.confirm', { amount: money(q.refundAmount, q.unit) })}
          </Button>
        )
      }
    >
      <div className={styles.body} data-testid="refund-quote">
        {loading && !q ? (
          <LoadingState variant="detail" />
        ) : error && !q ? (
          <ErrorState compact error={error} onRetry={onReload} />
        ) : q ? (
          <>
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt>{t('flightBooking.refund.paid')}</dt>
                <dd>{money(paid.amount, paid.unit)}</dd>
              </div>
              <div className={styles.row}>
                <dt>{t('flightBooking.refund.fee', { pct: q.feeBp / 100 })}</dt>
                <dd className={styles.minus}>−{money(q.fee, q.unit)}</dd>
              </div>
              <div className={`${styles.row} ${styles.total}`}>
                <dt>{t('flightBooking.refund.amount')}</dt>
                <dd data-testid="refund-amount">{money(q.refundAmount, q.unit)}</dd>
              </div>
              {q.returnedUnit !== q.unit && (
                <div className={styles.row}>
                  <dt>{t('flightBooking.refund.returned')}</dt>
                  <dd>{money(q.returned, q.returnedUnit)}</dd>
                </div>
              )}
            </dl>
            <p className={styles.note}>{t('flightBooking.refund.note')}</p>
            <p className={styles.expiry}>
              <span>{t('flightBooking.quote.valid_for')}</span>
              <Countdown until={q.expiresAt} endedText={t('flightBooking.quote.expired')} />
            </p>
          </>
        ) : null}
      </div>
    </BottomPopup>
  );
}
