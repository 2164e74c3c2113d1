import { useQuery } from '@tanstack/react-query';
import { type PayRequestInfo, PayRequestStatus, type payInitiateOrder, type ResponseOf } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { Countdown } from '@/components/ui/countdown';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { rechargeConfigQuery } from '@/features/wallet/api/get-recharge-config';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { useIntlLocale } from '@/lib/format';
import { formatRate } from '@/lib/money';
import type { LoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useMoney } from '@/lib/use-money';
import { usePayOnBehalfQuote } from '../api/get-pay-on-behalf-quote';
import { usePayOrderInfo } from '../api/get-pay-order-info';
import { usePayInitiateOrder } from '../api/pay-initiate-order';
import { rememberPayId, storedPayIds } from '../utils/pay-ids';
import styles from './payer-view.module.css';
import { StoredRequests } from './stored-requests';

type PayAnswer = ResponseOf<typeof payInitiateOrder>;
type Wallet = { unit: string; balance: number };

type Props = {
  pid: string;
  /** The logged-in user (null: the page shows the order and asks to log in). */
  user: LoginUser | null;
  onLogin: () => void;
  onRegister: () => void;
  onTopUp: () => void;
  onHome: () => void;
  onPaid: (answer: PayAnswer) => void;
  /** Opens another request (from the list of those opened before). */
  onOpen: (pid: string) => void;
};

/** The balances a payer may pay from: every wallet they hold, the active one first. */
function walletsOf(user: LoginUser | null): Wallet[] {
  const w = user?.wallet;
  if (!w) return [];
  const list = w.wallets?.length ? w.wallets : [{ unit: w.unit, balance: w.balance }];
  return list.map((x) => ({ unit: x.unit, balance: x.balance }));
}

function StatusBanner({ info }: { info: PayRequestInfo }) {
  const { t } = useTranslation();
  if (info.status === PayRequestStatus.Paid || (info.status !== PayRequestStatus.Waiting && info.order.status > 0)) {
    return (
      <div className={`${styles.banner} ${styles.done}`} data-testid="pob-status" data-status="paid">
        <strong>
          {info.payer ? t('pay_on_behalf.paid_by', { name: info.payer.name }) : t('pay_on_behalf.order_paid')}
        </strong>
      </div>
    );
  }
  if (info.status === PayRequestStatus.Waiting) {
    return (
      <div className={styles.banner} data-testid="pob-status" data-status="waiting">
        <span>{t('pay_on_behalf.time_left')}</span>
        <Countdown until={info.expiresAt} endedText={t('pay_on_behalf.expired')} className={styles.countdown} />
      </div>
    );
  }
  const expired = info.status === PayRequestStatus.Expired;
  return (
    <div
      className={`${styles.banner} ${styles.closed}`}
      data-testid="pob-status"
      data-status={expired ? 'expired' : 'cancelled'}
    >
      <strong>{expired ? t('pay_on_behalf.expired') : t('pay_on_behalf.cancelled')}</strong>
      <span className={styles.sub}>
        {expired ? t('pay_on_behalf.expired_desc') : t('pay_on_behalf.cancelled_desc')}
      </span>
    </div>
  );
}

/**
 * The payer page of a pay-on-behalf link: who asks, what was ordered (items, total, city only), the time
 * left, and the pay options: any balance the payer holds, at a locked quote when it is another currency.
 * Logged out it shows the same and asks to log in, coming back to the same link.
 */
export function PayerView({ pid, user, onLogin, onRegister, onTopUp, onHome, onPaid, onOpen }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const locale = useIntlLocale();
  const info = usePayOrderInfo(pid);
  const wallets = walletsOf(user);
  const [unit, setUnit] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const payMutation = usePayInitiateOrder();
  const withKey = useIdempotentCall();

  useEffect(() => rememberPayId(pid), [pid]);
  // Without a link: the requests this browser opened before (a payer coming back finds them here).
  const [stored] = useState(() => (pid ? [] : storedPayIds()));

  const data = info.data;
  // The order's own currency when the payer holds it, else their active balance.
  const chosen = unit ?? (data && wallets.some((w) => w.unit === data.unit) ? data.unit : (wallets[0]?.unit ?? null));
  const needsQuote = Boolean(data && chosen && chosen !== data.unit);
  const payable = data?.status === PayRequestStatus.Waiting && !timeUp;
  const quote = usePayOnBehalfQuote(pid, payable && needsQuote && user ? chosen : null);
  // The payer's own top-up channels: PayPal is offered when theirs charges the currency being paid.
  const topUp = useQuery({ ...rechargeConfigQuery(currentLocale()), enabled: Boolean(user) && payable });

  if (!pid && stored.length > 0) {
    return (
      <div className={styles.view} data-testid="pob-opened">
        <p className={styles.sub}>{t('pay_on_behalf.opened_desc')}</p>
        <StoredRequests pids={stored} onOpen={onOpen} />
      </div>
    );
  }
  if (!pid || info.error) {
    const notFound = !pid || (info.error instanceof ApiError && info.error.key === 'order_not_found');
    return notFound ? (
      <div className={styles.empty} data-testid="pob-not-found">
        <h2>{t('pay_on_behalf.not_found')}</h2>
        <p>{t('pay_on_behalf.not_found_desc')}</p>
        <Button color="primary" shape="rounded" onClick={onHome}>
          {t('pay_on_behalf.home')}
        </Button>
      </div>
    ) : (
      <ErrorState error={info.error} onRetry={() => void info.refetch()} />
    );
  }
  if (!data) return <LoadingState variant="detail" />;

  const wallet = wallets.find((w) => w.unit === chosen) ?? null;
  const cost = needsQuote ? (quote.data?.payAmount ?? null) : data.amount;
  const short = wallet !== null && cost !== null && wallet.balance < cost;

  /**
   * `wallet` pays from the chosen balance now; `paypal` tops that balance up by exactly the cost at PayPal
   * (the same quote when it is another currency) and the server pays the order once PayPal confirms.
   */
  const pay = async (payType: string) => {
    if (payType === 'wallet' && !chosen) return;
    setFailure(null);
    const body = {
      pid,
      country_code: user?.currentCountry?.code ?? user?.countryCode ?? 'US',
      payType,
      ...(needsQuote && quote.data ? { quoteId: quote.data.quoteId } : {}),
    };
    try {
      const answer = await withKey(body, (idempotencyKey) => payMutation.mutateAsync({ ...body, idempotencyKey }));
      if (answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      toast(t('pay_on_behalf.success'));
      onPaid(answer);
    } catch (err) {
      setFailure(translateError(err));
      if (needsQuote) void quote.refetch();
    }
  };
  // PayPal charges what the chosen balance would: the order's amount, or the quote in the payer's currency.
  const channelCost = needsQuote ? (quote.data?.payAmount ?? null) : data.amount;
  const channelUnit = needsQuote ? chosen : data.unit;
  const paypal =
    channelCost === null
      ? undefined
      : topUp.data?.channels.find(
          (c) =>
            c.provider === 'paypal' &&
            c.enabled &&
            c.unit === channelUnit &&
            channelCost >= c.minAmount &&
            channelCost <= c.maxAmount,
        );

  return (
    <div className={styles.view} data-testid="pob-view">
      <section className={styles.card}>
        <div className={styles.requester}>
          <LazyImage src={data.requester.head} alt="" className={styles.avatar} />
          <div>
            <strong data-testid="pob-requester">
              {t('pay_on_behalf.asks', { name: data.requester.name || data.requester._id })}
            </strong>
            {data.city && <span className={styles.sub}>{data.city}</span>}
          </div>
        </div>
        {data.content && <p className={styles.note}>“{data.content}”</p>}
        <StatusBanner info={{ ...data, status: timeUp && payable ? PayRequestStatus.Expired : data.status }} />
      </section>

      <section className={styles.card} aria-label={t('pay_on_behalf.items')}>
        <div className={styles.orderHead}>
          <LazyImage src={data.order.image || null} alt="" className={styles.thumb} />
          <div>
            <strong className={styles.title}>{data.order.title || t('pay_on_behalf.order_kind')}</strong>
            <span className={styles.sub}>
              {data.order.pType === 2
                ? t('pay_on_behalf.flight')
                : data.order.pType === 3
                  ? t('pay_on_behalf.hotel')
                  : t('pay_on_behalf.order_kind')}{' '}
              · {data.order.oid}
            </span>
          </div>
        </div>
        {data.items.length > 0 && (
          <ul className={styles.items}>
            {data.items.map((i) => (
              <li key={`${i.pid}-${i.name}-${i.specs.map((s) => s.option).join('/')}`}>
                <span>
                  {i.name}
                  {i.specs.length > 0 && <span className={styles.sub}> {i.specs.map((s) => s.option).join(', ')}</span>}{' '}
                  × {i.quantity}
                </span>
                <span>{money(i.subtotal, data.unit)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.total}>
          <span>{t('pay_on_behalf.total')}</span>
          <PriceTag amount={data.amount} unit={data.unit} />
        </div>
      </section>

      {payable && (
        <section className={styles.card} aria-label={t('pay_on_behalf.pay_with')}>
          {!user ? (
            <div className={styles.login}>
              <p className={styles.sub}>{t('pay_on_behalf.login_hint')}</p>
              <Button block color="primary" shape="rounded" onClick={onLogin} data-testid="pob-login">
                {t('pay_on_behalf.login_to_pay')}
              </Button>
              <Button block fill="none" onClick={onRegister}>
                {t('pay_on_behalf.register')}
              </Button>
            </div>
          ) : (
            <>
              {data.mine && <p className={styles.sub}>{t('pay_on_behalf.mine_hint')}</p>}
              <h3 className={styles.cardTitle}>{t('pay_on_behalf.pay_with')}</h3>
              {wallets.length === 0 && <p className={styles.sub}>{t('pay_on_behalf.no_wallet')}</p>}
              <div className={styles.options}>
                {wallets.map((w) => (
                  <button
                    type="button"
                    aria-pressed={w.unit === chosen}
                    key={w.unit}
                    className={`${styles.option} ${w.unit === chosen ? styles.selected : ''}`}
                    onClick={() => setUnit(w.unit)}
                    data-testid={`pob-wallet-${w.unit}`}
                  >
                    <strong>{w.unit}</strong>
                    <span className={styles.sub}>
                      {t('pay_on_behalf.balance', { amount: money(w.balance, w.unit) })}
                    </span>
                  </button>
                ))}
              </div>
              {needsQuote && quote.data && (
                <p className={styles.quote} data-testid="pob-quote">
                  {t('pay_on_behalf.you_pay', { amount: money(quote.data.payAmount, quote.data.payUnit) })}
                  <span className={styles.sub}>
                    {t('pay_on_behalf.rate', {
                      rate: formatRate(quote.data.rate, quote.data.payUnit, quote.data.unit, locale),
                    })}
                  </span>
                </p>
              )}
              {needsQuote && quote.error && <p className={styles.error}>{translateError(quote.error)}</p>}
              {short && <p className={styles.error}>{t('pay_on_behalf.short')}</p>}
              {failure && (
                <p className={styles.error} role="alert" data-testid="pob-error">
                  {failure}
                </p>
              )}
              <div className={styles.actions}>
                {(short || wallets.length === 0) && (
                  <Button shape="rounded" onClick={onTopUp}>
                    {t('pay_on_behalf.top_up')}
                  </Button>
                )}
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  disabled={!chosen || cost === null || short || payMutation.isPending}
                  loading={payMutation.isPending}
                  onClick={() => void pay('wallet')}
                  data-testid="pob-pay"
                >
                  {cost !== null && chosen
                    ? t('pay_on_behalf.pay_now', { amount: money(cost, chosen) })
                    : t('pay_on_behalf.paying')}
                </Button>
              </div>
              {paypal && channelCost !== null && channelUnit && (
                <div className={styles.channel}>
                  <span className={styles.sub}>{t('pay_on_behalf.or')}</span>
                  <Button
                    block
                    shape="rounded"
                    disabled={payMutation.isPending}
                    onClick={() => void pay(paypal.channelCode)}
                    data-testid="pob-paypal"
                  >
                    {t('pay_on_behalf.paypal', { amount: money(channelCost, channelUnit), name: paypal.name })}
                  </Button>
                  <span className={styles.sub}>{t('pay_on_behalf.paypal_hint')}</span>
                </div>
              )}
            </>
          )}
        </section>
      )}
      {payable && <TimeUpWatcher until={data.expiresAt} onEnd={() => setTimeUp(true)} />}
    </div>
  );
}

/** Turns the page to "expired" the second the window closes (the server decides again on paying). */
function TimeUpWatcher({ until, onEnd }: { until: string; onEnd: () => void }) {
  useEffect(() => {
    const ms = Date.parse(until) - Date.now();
    const id = setTimeout(onEnd, Math.max(0, ms));
    return () => clearTimeout(id);
  }, [until, onEnd]);
  return null;
}
