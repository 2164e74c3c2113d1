import type { Cabin } from '@wayfare/contracts';
import { useTranslation } from '@/i18n/use-translation';
import type { FlightPolicy } from '../api/get-airline-ticket-info';
import styles from './fare-policy.module.css';

type Props = { policy: FlightPolicy; cabin: Cabin; promo: boolean; extraBaggageKg?: number };

const pct = (bp: number) => String(bp / 100);

/** The fare's rules before booking and on the order: baggage, carry-on, changes and refunds. */
export function FarePolicy({ policy, cabin, promo, extraBaggageKg = 0 }: Props) {
  const { t } = useTranslation();
  const rows: { icon: string; label: string; value: string; tone?: 'bad' | 'good' }[] = [
    {
      icon: '🧳',
      label: t('flightBooking.policy.checked'),
      value:
        extraBaggageKg > 0
          ? t('flightBooking.policy.checked_plus', { kg: policy.baggageKg[cabin], extra: extraBaggageKg })
          : t('flightBooking.policy.checked_value', { kg: policy.baggageKg[cabin] }),
    },
    {
      icon: '👜',
      label: t('flightBooking.policy.carry_on'),
      value: t('flightBooking.policy.carry_on_value', {
        pieces: policy.carryOn.pieces,
        kg: policy.carryOn.kg,
        size: policy.carryOn.sizeCm,
      }),
    },
  ];
  if (promo) {
    rows.push({
      icon: '⛔',
      label: t('flightBooking.policy.changes_refunds'),
      value: t('flightBooking.policy.promo'),
      tone: 'bad',
    });
  } else {
    rows.push(
      {
        icon: '🔁',
        label: t('flightBooking.policy.change'),
        value: t('flightBooking.policy.change_value', {
          hours: policy.freeChangeHoursBefore,
          fee: pct(policy.changeFeeBp),
        }),
        tone: 'good',
      },
      {
        icon: '↩️',
        label: t('flightBooking.policy.refund'),
        value: t('flightBooking.policy.refund_value', {
          over: pct(policy.refundFeeBpOver24h),
          within: pct(policy.refundFeeBpWithin24h),
        }),
      },
    );
  }
  return (
    <dl className={styles.policy} data-testid="fare-policy">
      {rows.map((r) => (
        <div key={r.label} className={styles.row}>
          <dt className={styles.label}>
            <span aria-hidden="true" className={styles.icon}>
              {r.icon}
            </span>
            {r.label}
          </dt>
          <dd className={`${styles.value} ${r.tone ? styles[r.tone] : ''}`}>{r.value}</dd>
        </div>
      ))}
      <p className={styles.note}>{t('flightBooking.policy.departed')}</p>
    </dl>
  );
}
