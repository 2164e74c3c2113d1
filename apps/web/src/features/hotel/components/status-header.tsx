import type { OrderDetail } from '@wayfare/contracts';
import type { Tone } from '@/components/ui/status-tag';
import { refundedText, StatusHero } from '@/features/order/components/status-header';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/lib/use-money';

/** How a hotel booking reads: the order's status in stay words. */
export type StayView = 'unpaid' | 'expired' | 'confirmed' | 'completed' | 'cancelling' | 'cancelled';

const tone: Record<StayView, Tone> = {
  unpaid: 'pending',
  expired: 'muted',
  confirmed: 'success',
  completed: 'info',
  cancelling: 'pending',
  cancelled: 'muted',
};

type Props = { view: StayView; order: OrderDetail; onExpired?: () => void };

/** The top of the booking: its state, what it means, the room hold counting down while unpaid. */
export function StatusHeader({ view, order: o, onExpired }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <StatusHero
      tone={tone[view]}
      view={view}
      title={t(`hotel.status.${view}`)}
      desc={
        view === 'cancelled'
          ? o.refundAmount > 0
            ? t('hotel.status_desc.cancelled', { amount: refundedText(o, money) })
            : t('hotel.status_desc.cancelled_nothing')
          : t(`hotel.status_desc.${view}`)
      }
      timer={
        view === 'unpaid' && o.expiresAt
          ? { label: t('hotel.confirm.held'), until: o.expiresAt, onEnd: onExpired, testId: 'room-hold' }
          : null
      }
    />
  );
}
