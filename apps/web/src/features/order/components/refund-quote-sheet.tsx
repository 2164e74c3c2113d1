import Button from 'antd-mobile/es/components/button';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { Countdown } from '@/components/ui/countdown';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useMoney } from '@/lib/use-money';
import type { RefundQuote } from '../api/get-refund-quote';
import type { useBookingRefund } from '../hooks/use-booking-refund';
import styles from './quote-sheet.module.css';

/** The sheet's words, given by the feature (a flight is refunded, a stay cancelled); amounts come formatted. */
export type RefundSheetTexts = {
  title: string;
  confirm: (q: RefundQuote, amount: string) => string;
  paid: string;
  fee: (q: RefundQuote) => string;
  refund: string;
  returned: string;
  note: string;
  validFor: string;
  expired: string;
};

type Props = {
  refund: ReturnType<typeof useBookingRefund>;
  /** What the booking cost, to show the fee against. */
  paid: { amount: number; unit: string };
  texts: RefundSheetTexts;
};

/**
 * A booking's refund quote before the user confirms: paid, the fee its rules keep now, what comes back and
 * in which currency, and how long the quote holds. Confirming moves exactly this refund.
 */
export function RefundQuoteSheet({ refund: r, paid, texts }: Props) {
  const money = useMoney();
  const q = r.quote;
  return (
    <BottomPopup
      visible={r.visible}
      onClose={r.close}
      title={texts.title}
      footer={
        q && (
          <Button
            block
            color="danger"
            shape="rounded"
            loading={r.sending}
            disabled={r.loading || r.sending}
            onClick={() => void r.confirm()}
            data-testid="refund-confirm"
          >
            {texts.confirm(q, money(q.refundAmount, q.unit))}
          </Button>
        )
      }
    >
      <div className={styles.body} data-testid="refund-quote">
        {r.loading && !q ? (
          <LoadingState variant="detail" />
        ) : r.error && !q ? (
          <ErrorState compact error={r.error} onRetry={() => void r.reload()} />
        ) : q ? (
          <>
            <dl className={styles.rows}>
              <div className={styles.row}>
                <dt>{texts.paid}</dt>
                <dd>{money(paid.amount, paid.unit)}</dd>
              </div>
              <div className={styles.row}>
                <dt>{texts.fee(q)}</dt>
                <dd className={styles.minus} data-testid="refund-fee">
                  −{money(q.fee, q.unit)}
                </dd>
              </div>
              <div className={`${styles.row} ${styles.total}`}>
                <dt>{texts.refund}</dt>
                <dd data-testid="refund-amount">{money(q.refundAmount, q.unit)}</dd>
              </div>
              {q.returnedUnit !== q.unit && (
                <div className={styles.row}>
                  <dt>{texts.returned}</dt>
                  <dd>{money(q.returned, q.returnedUnit)}</dd>
                </div>
              )}
            </dl>
            <p className={styles.note}>{texts.note}</p>
            <p className={styles.expiry}>
              <span>{texts.validFor}</span>
              <Countdown until={q.expiresAt} endedText={texts.expired} />
            </p>
          </>
        ) : null}
      </div>
    </BottomPopup>
  );
}
