import { formatAmount } from '@wayfare/contracts';
import dayjs from 'dayjs';
import { intlLocale } from '@/i18n';

/** An amount in minor units of `unit`, with its code (`THB 1,500.00`): operators see the currency named. */
export const money = (minor: number, unit: string) => formatAmount(minor, unit, `${unit} `, intlLocale);
/** A server time as the operator's local date and time. */
export const when = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');
