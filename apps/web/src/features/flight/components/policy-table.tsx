import type { getAirlineTicketInfo, ResponseOf } from '@wayfare/contracts';
import type { Cabin } from '@wayfare/contracts/enums';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useIntlLocale } from '@/lib/format';
import { cabins } from '../utils/search-query';
import styles from './policy-table.module.css';

type Policy = ResponseOf<typeof getAirlineTicketInfo>['policy'];

/** Basis points as a percentage in the UI language (150 → 1.5%). */
export const percentOf = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }).format(
    bp / 10_000,
  );

/** Baggage, changes and refunds, as the server states them for this fare (spec section 9). */
export function PolicyTable({ policy, cabin, promo }: { policy: Policy; cabin: Cabin; promo: boolean }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const pct = (bp: number) => percentOf(bp, locale);
  const rows: { key: string; label: string; value: ReactNode; warn?: boolean }[] = [
    {
      key: 'checked',
      label: t('flight.policy.checked'),
      value: (
        <ul className={styles.cabins}>
          {cabins.map((c) => (
            <li key={c} className={c === cabin ? styles.mine : undefined}>
              {t(`flight.cabin.${c}`)} {t('flight.policy.kg', { kg: policy.baggageKg[c] })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'carry',
      label: t('flight.policy.carry_on'),
      value: t('flight.policy.carry_on_value', {
        count: policy.carryOn.pieces,
        kg: policy.carryOn.kg,
        size: policy.carryOn.sizeCm.replace(/x/g, '×'),
      }),
    },
    {
      key: 'extra',
      label: t('flight.policy.extra'),
      value: t('flight.policy.extra_value', { pct: pct(policy.overweightFeeBpPerKg) }),
    },
    promo
      ? { key: 'change', label: t('flight.policy.change'), value: t('flight.policy.not_allowed'), warn: true }
      : {
          key: 'change',
          label: t('flight.policy.change'),
          value: t('flight.policy.change_value', { hours: policy.freeChangeHoursBefore, pct: pct(policy.changeFeeBp) }),
        },
    promo
      ? { key: 'refund', label: t('flight.policy.refund'), value: t('flight.policy.not_allowed'), warn: true }
      : {
          key: 'refund',
          label: t('flight.policy.refund'),
          value: t('flight.policy.refund_value', {
            over: pct(policy.refundFeeBpOver24h),
            within: pct(policy.refundFeeBpWithin24h),
          }),
        },
  ];
  return (
    <section className={styles.card} aria-labelledby="policy-title">
      <h2 id="policy-title" className={styles.title}>
        {t('flight.policy.title')}
      </h2>
      <p className={styles.sub}>{t('flight.policy.for_cabin', { cabin: t(`flight.cabin.${cabin}`) })}</p>
      <table className={styles.table} data-testid="policy-table">
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className={r.warn ? styles.warn : undefined}>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t(promo ? 'flight.policy.promo_note' : 'flight.policy.after_departure')}</p>
    </section>
  );
}
