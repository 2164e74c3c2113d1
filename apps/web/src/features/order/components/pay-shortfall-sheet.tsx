import type { payOrder, ResponseOf } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { QuoteRows } from '@/components/ui/quote-rows';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { useIntlLocale } from '@/lib/format';
import { formatRate } from '@/lib/money';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import { usePayQuote } from '../api/get-pay-quote';
import { usePayOrderMutation } from '../api/pay-order';
import styles from './pay-shortfall-sheet.module.css';

/** The order that could not be paid from the balance in its own currency. */
export type ShortfallOrder = { oid: string; amount: number; unit: string };

export type PayResult = ResponseOf<typeof payOrder>;

/** How the sheet ended: paid (from another currency), top up, look at the order, or closed. */
export type ShortfallOutcome =
  | { kind: 'paid'; res: PayResult }
  | { kind: 'topup' }
  | { kind: 'view' }
  | { kind: 'cancel' };

type Props = {
  order: ShortfallOrder | null;
  /** Offer "view order" (checkout, where the order is not on screen yet). */
  viewOrder?: boolean;
  onDone: (outcome: ShortfallOutcome) => void;
};

/**
 * The one pay-then-top-up sheet (checkout and unpaid orders): the balance in the order's currency is
 * short. A user holding another currency may pay from it at a quote locked until the pay window ends
 * (what leaves the balance, the rate, the time left); anyone can top up and come back.
 */
export function PayShortfallSheet({ order, viewOrder, onDone }: Props) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const money = useMoney();
  const [payUnit, setPayUnit] = useState<string | null>(null);
  const close = (outcome: ShortfallOutcome) => {
    setPayUnit(null);
    onDone(outcome);
  };
  if (!order) return null;

  const wallet = user?.wallet;
  const wallets = wallet?.wallets ?? (wallet ? [wallet] : []);
  const own = wallets.find((w) => w.unit === order.unit)?.balance ?? 0;
  const others = wallets.filter((w) => w.unit !== order.unit && w.balance > 0);

  return (
    <BottomPopup
      visible
      onClose={() => close({ kind: 'cancel' })}
      title={t('order.shortfall.title', { unit: order.unit })}
      footer={
        payUnit ? undefined : (
          <div className={styles.buttons}>
            {viewOrder && (
              <Button block shape="rounded" onClick={() => close({ kind: 'view' })} data-testid="shortfall-view">
                {t('order.shortfall.view_order')}
              </Button>
            )}
            <Button
              block
              shape="rounded"
              color="primary"
              fill={others.length > 0 ? 'outline' : 'solid'}
              onClick={() => close({ kind: 'topup' })}
              data-testid="shortfall-top-up"
            >
              {t('order.shortfall.top_up', { unit: order.unit })}
            </Button>
          </div>
        )
      }
    >
      <div className={styles.body} data-testid="pay-shortfall">
        <p className={styles.text}>
          {t('order.shortfall.text', { amount: money(order.amount, order.unit), balance: money(own, order.unit) })}
        </p>
        {payUnit ? (
          <PayQuote
            order={order}
            payUnit={payUnit}
            onBack={() => setPayUnit(null)}
            onPaid={(res) => close({ kind: 'paid', res })}
          />
        ) : (
          others.length > 0 && (
            <ul className={styles.options}>
              {others.map((w) => (
                <li key={w.unit}>
                  <button
                    type="button"
                    className={styles.option}
                    onClick={() => setPayUnit(w.unit)}
                    data-testid={`pay-with-${w.unit}`}
                  >
                    <span className={styles.optionName}>{t('order.shortfall.pay_with', { unit: w.unit })}</span>
                    <span className={styles.optionSub}>
                      {t('order.shortfall.available', { amount: money(w.balance, w.unit) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        )}
      </div>
    </BottomPopup>
  );
}

type QuoteProps = {
  order: ShortfallOrder;
  payUnit: string;
  onBack: () => void;
  onPaid: (res: PayResult) => void;
};

/** The quote to pay from `payUnit`: what leaves that balance, the rate, how long it holds, then pay. */
function PayQuote({ order, payUnit, onBack, onPaid }: QuoteProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  const call = useIdempotentCall();
  const quote = usePayQuote(order.oid, payUnit);
  const [expiredId, setExpiredId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const payOrder = usePayOrderMutation();
  const q = quote.data;
  const expired = Boolean(q && expiredId === q.quoteId);
  const short = Boolean(q && q.balance < q.payAmount);

  const pay = async () => {
    if (!q || expired || short || paying) return;
    const body = { oid: order.oid, quoteId: q.quoteId };
    setPaying(true);
    try {
      const res = await call(body, (idempotencyKey) => payOrder.mutateAsync({ ...body, idempotencyKey }));
      onPaid(res);
    } catch (err) {
      if (err instanceof ApiError && err.key === 'quote_expired') setExpiredId(q.quoteId);
      else toast(translateError(err));
    } finally {
      setPaying(false);
    }
  };

  if (quote.isError)
    return (
      <div className={styles.quote}>
        <p className={styles.error} role="alert">
          {translateError(quote.error)}
        </p>
        <div className={styles.buttons}>
          <Button block shape="rounded" onClick={onBack}>
            {t('common.back')}
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => void quote.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  if (!q)
    return (
      <p className={styles.text} role="status">
        {t('order.shortfall.quoting')}
      </p>
    );
  return (
    <div className={styles.quote} data-testid="pay-quote">
      <QuoteRows
        boxed
        rows={[
          { label: t('order.shortfall.order_total'), value: money(q.amount, q.unit) },
          {
            label: t('order.shortfall.you_pay', { unit: q.payUnit }),
            value: money(q.payAmount, q.payUnit),
            testId: 'pay-quote-amount',
            strong: true,
          },
          {
            label: t('order.shortfall.rate'),
            value: formatRate(q.rate, q.payUnit, q.unit, locale),
            testId: 'pay-quote-rate',
          },
        ]}
        validity={{
          label: t('order.shortfall.valid'),
          expiresAt: q.expiresAt,
          expired: expired,
          expiredText: t('order.shortfall.expired'),
          onEnd: () => setExpiredId(q.quoteId),
          testId: 'pay-quote-expired',
        }}
      />
      {short && (
        <p className={styles.error} role="alert">
          {t('order.shortfall.still_short', { balance: money(q.balance, q.payUnit) })}
        </p>
      )}
      <div className={styles.buttons}>
        <Button block shape="rounded" onClick={onBack} disabled={paying}>
          {t('common.back')}
        </Button>
        {expired ? (
          <Button
            block
            shape="rounded"
            color="primary"
            loading={quote.isFetching}
            onClick={() => {
              setExpiredId(null);
              void quote.refetch();
            }}
            data-testid="pay-quote-refresh"
          >
            {t('order.shortfall.new_quote')}
          </Button>
        ) : (
          <Button
            block
            shape="rounded"
            color="primary"
            loading={paying}
            disabled={short}
            onClick={() => void pay()}
            data-testid="pay-quote-confirm"
          >
            {t('order.shortfall.pay_amount', { amount: money(q.payAmount, q.payUnit) })}
          </Button>
        )}
      </div>
    </div>
  );
}
