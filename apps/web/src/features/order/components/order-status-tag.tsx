import { StatusTag } from '@/components/ui/status-tag';
import { useTranslation } from '@/i18n/use-translation';
import { type StatusView, statusKey, statusTone } from '../utils/status';

/** The order's status as a small coloured pill. */
export function OrderStatusTag({ view }: { view: StatusView }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={statusTone(view)} wrap data-testid="order-status" data-status={view}>
      {t(statusKey(view))}
    </StatusTag>
  );
}
