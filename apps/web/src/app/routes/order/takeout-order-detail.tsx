import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderStatus } from '@wayfare/contracts';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { useOrderInfo } from '@/features/order/api/get-order-info';
import { AddressSheet } from '@/features/order/components/address-sheet';
import { CancelOrderSheet } from '@/features/order/components/cancel-order-sheet';
import { OrderInfo } from '@/features/order/components/order-info';
import { OrderLines } from '@/features/order/components/order-lines';
import { OrderPageStates } from '@/features/order/components/order-page-states';
import { DeliveryAddressBlock, MerchantBlock } from '@/features/order/components/order-parties';
import { OrderTimeline } from '@/features/order/components/order-timeline';
import { RefundRequestNote } from '@/features/order/components/refund-request-note';
import { RefundRequestSheet } from '@/features/order/components/refund-request-sheet';
import { StatusHeader } from '@/features/order/components/status-header';
import { savedAddresses, useChangeAddress } from '@/features/order/hooks/use-change-address';
import { useLiveOrders, usePayWindowClosed, useRefetchOnReturn } from '@/features/order/hooks/use-live-orders';
import { useCancelOrder, usePayOrder, useRefundOrder } from '@/features/order/hooks/use-order-actions';
import { orderActions, timelineSteps } from '@/features/order/utils/status';
import { PayRequestPanel } from '@/features/pay-on-behalf/components/pay-request-panel';
import { useOrderAgain } from '@/features/takeout/hooks/use-order-again';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { getSocketClient } from '@/lib/socket';
import { useMoney } from '@/lib/use-money';
import { userInfoQuery } from '@/lib/user-reads';
import styles from './takeout-order-detail.module.css';

const socketConnected = () => getSocketClient().connected;

/**
 * One order (`?oid=`): its status with the eight-step timeline and ETA, the restaurant, where it goes
 * (changeable until a rider heads to the restaurant), what was ordered, fees and total, the order
 * number; pay while unpaid (with the time left), refund while the money can still go back. It is kept
 * current by the socket's pushes, on return to the page, and by gentle polling while it moves.
 */
export default function TakeoutOrderDetail({ oid = '' }: { oid?: string }) {
  const { t } = useTranslation();
  const _client = useQueryClient();
  const order = useOrderInfo(oid, { socketConnected });
  const user = useLoginUser();
  const sync = useWalletSync();
  const money = useMoney();
  const {
    pay,
    paying,
    sheet: payShortfall,
  } = usePayOrder((res) => sync({ unit: res.balanceUnit, balance: res.balance }));
  const { refund, request, refunding } = useRefundOrder(() => sync());
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { cancel } = useCancelOrder();
  const again = useOrderAgain();
  const sheet = useChangeAddress(oid);
  // The saved addresses come with the login info; bring them up to date when the sheet opens.
  const userInfo = useQuery({ ...userInfoQuery(user?._id ?? ''), enabled: sheet.open && Boolean(user?._id) });
  useLiveOrders();
  useRefetchOnReturn(() => {
    if (oid) void order.refetch();
  });
  const expired = usePayWindowClosed(oid);

  const title = t('pages.takeoutOrderDetail');
  if (!oid || !order.data) return <OrderPageStates title={title} oid={oid} order={order} />;

  const o = order.data;
  const actions = orderActions(o);
  const canReview = o.status === OrderStatus.Completed && !o.reviewed;
  const footer: ReactNode =
    actions.pay || actions.refund || canReview || actions.cancel || actions.reorder ? (
      <div className={styles.footer}>
        {actions.cancel && (
          <Button
            shape="rounded"
            className={styles.refund}
            onClick={() => setCancelling(true)}
            data-testid="detail-cancel"
          >
            {t('order.actions.cancel')}
          </Button>
        )}
        {actions.reorder && (
          <Button
            color="primary"
            fill={canReview ? 'outline' : 'solid'}
            shape="rounded"
            className={styles.pay}
            loading={again.busy === o.oid}
            disabled={again.busy !== null}
            onClick={() => void again.orderAgain(o.oid)}
            data-testid="detail-reorder"
          >
            {t('order.actions.reorder')}
          </Button>
        )}
        {canReview && (
          <Button
            color="primary"
            shape="rounded"
            className={styles.pay}
            onClick={() => void navigate(href(paths.orderComment, { oid: o.oid }))}
            data-testid="detail-review"
          >
            {t('order.actions.review')}
          </Button>
        )}
        {actions.refund && (
          <Button
            shape="rounded"
            className={styles.refund}
            loading={refunding === o.oid}
            disabled={refunding !== null}
            // Past the restaurant a refund is a request with a reason and a photo (order.rules' stage).
            onClick={() => (o.refundStage === 'request' ? setAsking(true) : void refund(o))}
            data-testid="detail-refund"
          >
            {o.refundStage === 'request' ? t('order.actions.request_refund') : t('order.actions.refund')}
          </Button>
        )}
        {actions.pay && (
          <Button
            color="primary"
            shape="rounded"
            className={styles.pay}
            loading={paying === o.oid}
            disabled={paying !== null}
            onClick={() => void pay(o)}
            data-testid="detail-pay"
          >
            {t('order.actions.pay_amount', { amount: money(o.amount, o.unit) })}
          </Button>
        )}
      </div>
    ) : undefined;

  return (
    <Page title={title} footer={footer}>
      <StatusHeader order={o} onExpired={expired} />
      <div className={styles.body}>
        <PayRequestPanel
          order={o}
          onChanged={() => void order.refetch()}
          onOpenChat={(chatGroup_id) => void navigate(href(paths.chat, { chatGroup_id }))}
        />
        {o.refundRequest && <RefundRequestNote request={o.refundRequest} />}
        <section className={styles.card} aria-labelledby="wf-order-progress">
          <h3 id="wf-order-progress" className={styles.cardTitle}>
            {t('order.detail.progress')}
          </h3>
          <OrderTimeline steps={timelineSteps(o)} />
        </section>

        <section className={styles.card} aria-label={t('order.detail.address')}>
          {o.merchant && (
            <>
              <MerchantBlock merchant={o.merchant} />
              <hr className={styles.divider} />
            </>
          )}
          <DeliveryAddressBlock address={o.address} onChange={actions.changeAddress ? sheet.show : undefined} />
        </section>

        <section className={styles.card} aria-labelledby="wf-order-items">
          <h3 id="wf-order-items" className={styles.cardTitle}>
            {t('order.detail.items')}
          </h3>
          <OrderLines order={o} />
        </section>

        <section className={styles.card} aria-labelledby="wf-order-info">
          <h3 id="wf-order-info" className={styles.cardTitle}>
            {t('order.detail.info')}
          </h3>
          <OrderInfo order={o} />
        </section>

        <button
          type="button"
          className={`${styles.card} ${styles.help}`}
          onClick={() => void navigate(href(paths.chat, { support: 1, oid: o.oid }))}
          data-testid="order-help"
        >
          <span>{t('order.detail.help')}</span>
          <span className={styles.helpAction}>{t('order.detail.help_action')}</span>
        </button>
      </div>

      {payShortfall}
      <CancelOrderSheet
        visible={cancelling}
        onClose={() => setCancelling(false)}
        onSubmit={(reason) => cancel(o.oid, reason)}
      />
      <RefundRequestSheet visible={asking} onClose={() => setAsking(false)} onSubmit={(input) => request(o, input)} />
      <AddressSheet
        visible={sheet.open}
        onClose={sheet.close}
        addresses={savedAddresses((userInfo.data ?? user)?.address)}
        currentId={o.address?.id ?? null}
        onChoose={(a) => void sheet.choose(a)}
        sending={sheet.sending}
        error={sheet.error}
        onManage={() => {
          sheet.close();
          void navigate(paths.userAddress);
        }}
      />
    </Page>
  );
}
