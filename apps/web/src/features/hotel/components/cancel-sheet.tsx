import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { Countdown } from '@/components/ui/countdown';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMoney } from '@/lib/use-money';
import type { CancelQuote } from '../api/get-cancel-quote';
import styles from './cancel-sheet.module.css';

type Props = {
  visible: boolean;
  quote: CancelQuote | null;
  loading: boolean;
  error: unknown;
  sending: boolean;
  /** What the stay cost, to show the fee against. */
  paid: { amount: number; unit: string };
  onReload: () => void;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The cancellation quote before the user confirms: paid, the fee the timeline keeps now, what comes back
 * and in which currency, and how long the quote holds. Confirming moves exactly this refund.
 */
export function CancelSheet({ visible, quote: q, loading, error, sending, paid, onReload, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('hotel.cancel_sheet.title')}
      footer={
        q && (
          <Button
            block
            color="danger"
            shape="rounded"
            loading={sending}
            disabled={loading || sending}
            onClick={onConfirm}
            data-testid="cancel-confirm"
          >
            {q.refundAmount > 0
              ? t('hotel.cancel_sheet.confirm', { amount: money(q.refundAmount, q.unit) })
              : t('hotel.cancel_sheet.confirm_nothing')}
          </Button>
        )
      }
    >
      <div className={styles.body} data-testid="cancel-quote">
        {loading && !q ? (
          <LoadingState variant="detail" />
        ) : error && !q ? (
          <ErrorState compact error={error} onRetry={onReload} />
        ) : q ? (
          <>
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt>{t('hotel.cancel_sheet.paid')}</dt>
                <dd>{money(paid.amount, paid.unit)}</dd>
              </div>
              <div className={styles.row}>
                <dt>
                  {q.fee === 0 ? t('hotel.cancel_sheet.no_fee') : t('hotel.cancel_sheet.fee', { pct: q.feeBp / 100 })}
                </dt>
                <dd className={styles.minus} data-testid="cancel-fee">
                  −{money(q.fee, q.unit)}
                </dd>
              </div>
              <div className={`${styles.row} ${styles.total}`}>
                <dt>{t('hotel.cancel_sheet.refund')}</dt>
                <dd data-testid="cancel-refund">{money(q.refundAmount, q.unit)}</dd>
              </div>
              {q.returnedUnit !== q.unit && (
                <div className={styles.row}>
                  <dt>{t('hotel.cancel_sheet.returned')}</dt>
                  <dd>{money(q.returned, q.returnedUnit)}</dd>
                </div>
              )}
            </dl>
            <p className={styles.note}>{t('hotel.cancel_sheet.note')}</p>
            <p className={styles.expiry}>
              <span>{t('hotel.cancel_sheet.valid_for')}</span>
              <Countdown until={q.expiresAt} endedText={t('hotel.cancel_sheet.expired')} />
            </p>
          </>
        ) : null}
      </div>
    </BottomPopup>
  );
}
