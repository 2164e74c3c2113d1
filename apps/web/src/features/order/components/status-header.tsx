import type { OrderDetail } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { Countdown } from '@/components/ui/countdown';
import type { Tone } from '@/components/ui/status-tag';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { useMoney } from '@/lib/use-money';
import { OrderStatus, statusKey, statusTone, statusView } from '../utils/status';
import styles from './status-header.module.css';

type Props = {
  order: OrderDetail;
  /** Called once when the pay window closes (keep it stable). */
  onExpired?: () => void;
};

/**
 * What came back, in the currency it went back to: an order paid from another balance is refunded into
 * that balance at the rate paid, so a full refund returns exactly what was paid there.
 */
export function refundedText(o: OrderDetail, money: (minor: number, unit: string) => string): string {
  const refunded = o.refundAmount || o.amount;
  if (o.payment && refunded === o.amount) return money(o.payment.fromAmount, o.payment.fromUnit);
  return money(refunded, o.unit);
}

type HeroProps = {
  tone: Tone;
  /** The view's name, for tests (`data-status`). */
  view: string;
  title: string;
  /** What the status means (one line or more). */
  desc: ReactNode;
  /** A pay window counting down: its words, its end, and what to do when it ends (keep it stable). */
  timer?: { label: string; until: string; onEnd?: () => void; testId?: string } | null;
  children?: ReactNode;
};

/** The coloured top of every order page (takeout, flight, stay): the status, what it means, a countdown. */
export function StatusHero({ tone, view, title, desc, timer, children }: HeroProps) {
  return (
    <section className={`${styles.header} ${styles[tone]}`} data-testid="status-header" data-status={view}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.desc}>{desc}</p>
      {children}
      {timer && (
        <p className={styles.timer} data-testid={timer.testId}>
          <span>{timer.label}</span>
          <Countdown until={timer.until} onEnd={timer.onEnd} className={styles.countdown} />
        </p>
      )}
    </section>
  );
}

/** The top of the order page: the status in words, what it means, and the time that matters now. */
export function StatusHeader({ order: o, onExpired }: Props) {
  const { t } = useTranslation();
  const { clock } = useDateFormat();
  const money = useMoney();
  const view = statusView(o);
  const tone = statusTone(view);
  const eta = o.nextStepAt
    ? o.status === OrderStatus.Delivering
      ? t('order.eta.arrival', { time: clock(o.nextStepAt) })
      : t('order.eta.next', { time: clock(o.nextStepAt) })
    : null;
  return (
    <StatusHero
      tone={tone}
      view={view}
      title={t(statusKey(view))}
      desc={
        view === 'refunded'
          ? t('order.status_desc.refunded', { amount: refundedText(o, money) })
          : t(`order.status_desc.${view}`)
      }
      timer={
        view === 'unpaid' && o.expiresAt
          ? { label: t('order.eta.pay_within'), until: o.expiresAt, onEnd: onExpired }
          : null
      }
    >
      {view === 'cancelled' && o.cancelReason && (
        <p className={styles.desc} data-testid="cancel-reason">
          {t('order.cancel.reason_shown', { reason: o.cancelReason })}
        </p>
      )}
      {eta && (
        <p className={styles.eta} data-testid="order-eta">
          {eta}
        </p>
      )}
    </StatusHero>
  );
}
