import type { OrderDetail } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { href, paths } from '@/config/paths';
import { navigate } from '@/lib/navigation';
import { OrderStatus, orderActions } from '../utils/status';
import booking from './booking.module.css';

/**
 * A booking page's footer (for `Page`'s `footer`, undefined when there is nothing to do): pay while it can
 * be paid; else the booking's own actions (refund, cancel, change) when it has any; else Review once it is
 * completed and not yet reviewed.
 */
export function bookingOrderFooter({
  order,
  payText,
  paying,
  onPay,
  own,
  reviewText,
}: {
  order: OrderDetail;
  payText: string;
  /** The order being paid, if any. */
  paying: string | null;
  onPay: () => void;
  /** The booking's own actions, or nothing when none applies now. */
  own?: ReactNode;
  /** `order.actions.review` in the user's language. */
  reviewText: string;
}): ReactNode {
  if (orderActions(order).pay)
    return (
      <div className={booking.actions}>
        <Button
          color="primary"
          shape="rounded"
          className={booking.primary}
          loading={paying === order.oid}
          disabled={paying !== null}
          onClick={onPay}
          data-testid="detail-pay"
        >
          {payText}
        </Button>
      </div>
    );
  if (own) return <div className={booking.actions}>{own}</div>;
  if (order.status === OrderStatus.Completed && !order.reviewed)
    return (
      <div className={booking.actions}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(href(paths.orderComment, { oid: order.oid }))}
          data-testid="detail-review"
        >
          {reviewText}
        </Button>
      </div>
    );
  return undefined;
}

/** The card that opens the support chat about this booking. */
export function BookingHelpButton({ oid, text }: { oid: string; text: string }) {
  return (
    <button
      type="button"
      className={`${booking.card} ${booking.help}`}
      onClick={() => void navigate(href(paths.chat, { support: 1, oid }))}
    >
      {text}
    </button>
  );
}
