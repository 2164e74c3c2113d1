import type { OrderDetail } from '@wayfare/contracts';
import type { Tone } from '@/components/ui/status-tag';
import { refundedText, StatusHero } from '@/features/order/components/status-header';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';

/** How a flight booking reads: the order's status as the order feature names it, in travel words. */
export type FlightView = 'unpaid' | 'expired' | 'ticketed' | 'flown' | 'refunding' | 'refunded';

type Props = { view: FlightView; order: OrderDetail; onExpired?: () => void };

const tone: Record<FlightView, Tone> = {
  unpaid: 'pending',
  expired: 'muted',
  ticketed: 'success',
  flown: 'info',
  refunding: 'pending',
  refunded: 'muted',
};

/** The top of the booking: its state, what it means, the price lock counting down while unpaid. */
export function FlightStatusHeader({ view, order: o, onExpired }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <StatusHero
      tone={tone[view]}
      view={view}
      title={t(`flightBooking.status.${view}`)}
      desc={
        view === 'refunded'
          ? t('flightBooking.status_desc.refunded', { amount: refundedText(o, money) })
          : t(`flightBooking.status_desc.${view}`)
      }
      timer={
        view === 'unpaid' && o.expiresAt
          ? { label: t('flightBooking.confirm.locked'), until: o.expiresAt, onEnd: onExpired, testId: 'price-lock' }
          : null
      }
    />
  );
}
