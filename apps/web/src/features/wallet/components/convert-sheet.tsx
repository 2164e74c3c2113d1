import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useMemo, useState } from 'react';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { SwapIcon } from '@/components/ui/icons';
import { QuoteRows } from '@/components/ui/quote-rows';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { useIntlLocale } from '@/lib/format';
import { currencySymbol, formatRate } from '@/lib/money';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDebounced } from '@/lib/use-debounced';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import { useConvertMutation } from '../api/convert';
import { useExchangeQuote } from '../api/get-exchange';
import { type AmountValue, amountValueOf, checkAmount } from '../utils/amount';
import { useAmountProblemText } from './amount-field';
import styles from './convert-sheet.module.css';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** After money changed currency (the screen refreshes user info so a new balance shows). */
  onConverted?: () => unknown;
};

type Balance = { unit: string; balance: number };

/** The currencies a user can convert between: every balance held, and the current country's currency. */
export function convertibleUnits(active: string | undefined, wallets: readonly Balance[]): Balance[] {
  const out: Balance[] = [];
  const add = (unit: string, balance: number) => {
    if (!out.some((b) => b.unit === unit)) out.push({ unit, balance });
  };
  for (const w of wallets) add(w.unit, w.balance);
  if (active) add(active, 0);
  return out;
}

/** Where a conversion starts: another currency with money in it (the usual case), else the active one. */
function defaultPair(active: string | undefined, units: readonly Balance[]): { from: string; to: string } | null {
  if (units.length < 2) return null;
  const funded = units.filter((u) => u.balance > 0);
  const from = funded.find((u) => u.unit !== active) ?? funded[0] ?? units[0];
  if (!from) return null;
  const to = from.unit !== active && active ? active : units.find((u) => u.unit !== from.unit)?.unit;
  return to ? { from: from.unit, to } : null;
}

/**
 * Convert between balances, as Wise and Revolut do: pick from and to, type what to convert, and a live
 * quote shows what arrives, the rate and how long it holds; confirming moves exactly those amounts. A
 * quote that ran out (or that the server calls expired) offers a fresh one.
 */
export function ConvertSheet({ visible, onClose, onConverted }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const user = useLoginUser();
  const active = useCurrency()?.unit ?? user?.wallet?.unit;
  const money = useMoney();
  const locale = useIntlLocale();
  const call = useIdempotentCall();
  const convert = useConvertMutation();
  const problemText = useAmountProblemText();

  const wallets = user?.wallet?.wallets ?? (user?.wallet ? [user.wallet] : []);
  const units = useMemo(() => convertibleUnits(active, wallets), [active, wallets]);
  const [pair, setPair] = useState<{ from: string; to: string } | null>(null);
  const [text, setText] = useState<AmountValue>('');
  const [expiredId, setExpiredId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // Only when the sheet opens: the balances change under it after a conversion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening picks the pair once
  useEffect(() => {
    if (visible) {
      setPair(defaultPair(active, units));
      setText('');
      setExpiredId(null);
    }
  }, [visible]);

  const from = pair?.from ?? '';
  const to = pair?.to ?? '';
  const balance = units.find((u) => u.unit === from)?.balance ?? 0;
  const check = text.trim() === '' ? null : checkAmount(text, { min: 1, max: Number.MAX_SAFE_INTEGER, balance }, from);
  const amount = check?.ok ? check.amount : 0;
  const settled = useDebounced(amount, 400);
  const quote = useExchangeQuote(settled === amount ? settled : 0, from, to);
  const q = quote.data && quote.data.amount === amount && quote.data.toUnit === from ? quote.data : null;
  const expired = Boolean(q && (expiredId === q.quoteId || !q.quoteId));
  const quoteError = quote.error && !quote.isFetching ? translateError(quote.error) : null;

  const choose = (side: 'from' | 'to', unit: string) => {
    if (!pair) return;
    const other = side === 'from' ? pair.to : pair.from;
    if (unit === other) setPair({ from: pair.to, to: pair.from });
    else setPair(side === 'from' ? { from: unit, to: pair.to } : { from: pair.from, to: unit });
    setExpiredId(null);
  };

  const confirm = async () => {
    if (!q?.quoteId || expired || sending) return;
    const body = { quoteId: q.quoteId };
    setSending(true);
    try {
      const res = await call(body, (idempotencyKey) => convert.mutateAsync({ ...body, idempotencyKey }));
      toast(
        t('wallet.convert.done', {
          from: money(res.fx.fromAmount, res.fx.fromUnit),
          to: money(res.fx.toAmount, res.fx.toUnit),
        }),
      );
      await onConverted?.();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.key === 'quote_expired') setExpiredId(q.quoteId);
      else toast(translateError(err));
    } finally {
      setSending(false);
    }
  };

  const picker = (side: 'from' | 'to') => (
    <div className={styles.units} role="radiogroup" aria-label={t(`wallet.convert.${side}`)}>
      {units.map((u) => {
        const on = (side === 'from' ? from : to) === u.unit;
        return (
          // biome-ignore lint/a11y/useSemanticElements: currency chips behave as a radio group
          <button
            key={u.unit}
            type="button"
            role="radio"
            aria-checked={on}
            className={`${styles.unit} ${on ? styles.unitOn : ''}`}
            onClick={() => choose(side, u.unit)}
            data-testid={`convert-${side}-${u.unit}`}
          >
            <span className={styles.code}>{u.unit}</span>
            <span className={styles.held}>{money(u.balance, u.unit)}</span>
          </button>
        );
      })}
    </div>
  );

  return (
    <BottomPopup
      visible={visible}
      onClose={onClose}
      title={t('wallet.convert.title')}
      footer={
        pair && (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            disabled={!q?.quoteId || expired || sending}
            loading={sending}
            onClick={() => void confirm()}
            data-testid="convert-confirm"
          >
            {q && !expired
              ? t('wallet.convert.confirm_amounts', {
                  from: money(q.amount, from),
                  to: money(q.result, to),
                })
              : t('wallet.convert.confirm')}
          </Button>
        )
      }
    >
      {!pair ? (
        <p className={styles.empty} data-testid="convert-unavailable">
          {t('wallet.convert.one_currency', { unit: active ?? '' })}
        </p>
      ) : (
        <div className={styles.body} data-testid="convert-sheet">
          <section className={styles.side}>
            <h3 className={styles.sideTitle}>{t('wallet.convert.from')}</h3>
            {picker('from')}
            <div className={`${styles.box} ${check && !check.ok ? styles.invalid : ''}`}>
              <span className={styles.symbol} aria-hidden="true">
                {currencySymbol(from)}
              </span>
              <input
                id={id}
                className={styles.input}
                value={text}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                maxLength={16}
                placeholder={t('wallet.convert.placeholder')}
                aria-label={t('wallet.convert.amount', { unit: from })}
                aria-invalid={Boolean(check && !check.ok)}
                onChange={(e) => {
                  setText(e.target.value.replace(/[^\d.,]/g, ''));
                  setExpiredId(null);
                }}
                data-testid="convert-amount"
              />
              <button
                type="button"
                className={styles.all}
                disabled={balance <= 0}
                onClick={() => setText(amountValueOf(balance, from))}
              >
                {t('wallet.amount.all')}
              </button>
            </div>
            <p
              className={check && !check.ok ? styles.error : styles.hint}
              role={check && !check.ok ? 'alert' : undefined}
            >
              {check && !check.ok
                ? problemText(check.problem)
                : t('wallet.convert.available', { amount: money(balance, from) })}
            </p>
          </section>

          <button
            type="button"
            className={styles.swap}
            onClick={() => choose('from', to)}
            aria-label={t('wallet.convert.swap')}
          >
            <SwapIcon size={20} />
          </button>

          <section className={styles.side}>
            <h3 className={styles.sideTitle}>{t('wallet.convert.to')}</h3>
            {picker('to')}
          </section>

          <section className={styles.quote} aria-live="polite" data-testid="convert-quote">
            {amount <= 0 ? (
              <p className={styles.hint}>{t('wallet.convert.type_amount')}</p>
            ) : quoteError ? (
              <p className={styles.error} role="alert">
                {quoteError}
              </p>
            ) : !q ? (
              <p className={styles.hint}>{t('wallet.convert.quoting')}</p>
            ) : (
              <QuoteRows
                rows={[
                  { label: t('wallet.convert.you_convert'), value: money(q.amount, from), testId: 'quote-from' },
                  { label: t('wallet.convert.you_get'), value: money(q.result, to), testId: 'quote-to', strong: true },
                  {
                    label: t('wallet.convert.rate'),
                    value: formatRate(q.rate, from, to, locale),
                    testId: 'quote-rate',
                  },
                ]}
                validity={{
                  label: t('wallet.convert.valid'),
                  expiresAt: q.expiresAt,
                  expired: expired,
                  expiredText: t('wallet.convert.expired'),
                  onEnd: () => setExpiredId(q.quoteId),
                  testId: 'quote-expired',
                }}
              />
            )}
            {q && expired && (
              <Button
                size="small"
                shape="rounded"
                color="primary"
                fill="outline"
                loading={quote.isFetching}
                onClick={() => {
                  setExpiredId(null);
                  void quote.refetch();
                }}
                data-testid="quote-refresh"
              >
                {t('wallet.convert.new_quote')}
              </Button>
            )}
          </section>
        </div>
      )}
    </BottomPopup>
  );
}
