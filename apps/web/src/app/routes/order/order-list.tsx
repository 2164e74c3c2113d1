import { useQueryClient } from '@tanstack/react-query';
import { type OrderSummary, OrderType } from '@wayfare/contracts';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { NavBar } from '@/components/ui/nav-bar';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useOrderList } from '@/features/order/api/get-order-list';
import { OrderCard } from '@/features/order/components/order-card';
import { useLiveOrders, usePayWindowClosed } from '@/features/order/hooks/use-live-orders';
import { usePayOrder, useRefundOrder } from '@/features/order/hooks/use-order-actions';
import { useOrderTab } from '@/features/order/hooks/use-order-tab';
import { detailPath, OrderListTab, orderTabs } from '@/features/order/utils/status';
import { useOrderAgain } from '@/features/takeout/hooks/use-order-again';
import { useWalletSync } from '@/features/wallet/hooks/use-wallet-sync';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import { badgeText } from '@/lib/unread-store';
import { invalidateOrderNum, useOrderNum } from '@/lib/user-reads';
import styles from './order-list.module.css';

const tabKeys: Record<OrderListTab, string> = {
  [OrderListTab.PendingPayment]: 'pending_payment',
  [OrderListTab.ToReceive]: 'to_receive',
  [OrderListTab.Refund]: 'refund',
  [OrderListTab.All]: 'all',
};

/**
 * The Order tab: Pending Payment, To Receive/Use, Refund and All (the chosen tab is remembered), each a list
 * with pull to refresh and infinite scroll. The page stays put; only the list scrolls (spec section 2).
 * Orders follow the server's pushes live; paying or refunding moves the wallet, which is brought up to date.
 */
export default function OrderList() {
  const { t } = useTranslation();
  const [tab, setTab] = useOrderTab();
  const counts = useOrderNum(useLoginUser()?._id ?? '');
  useLiveOrders();

  const badge = (k: OrderListTab) =>
    k === OrderListTab.PendingPayment
      ? badgeText(counts.data?.pendingPayment ?? 0)
      : k === OrderListTab.ToReceive
        ? badgeText(counts.data?.toReceive ?? 0)
        : undefined;

  return (
    <div className={styles.screen}>
      <NavBar title={t('pages.orderList')} showBack={false} />
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setTab(Number(key) as OrderListTab)}
        className={styles.tabs}
        aria-label={t('order.tabs.label')}
      >
        {orderTabs.map((k) => {
          const count = badge(k);
          return (
            <Tabs.Tab
              key={String(k)}
              title={
                <span className={styles.tabTitle} data-testid={`order-tab-${k}`}>
                  <Badge content={count} style={{ '--right': '-8px', '--top': '3px' }}>
                    <span className={styles.tabLabel}>{t(`order.tabs.${tabKeys[k]}`)}</span>
                  </Badge>
                  {count && <span className="wf-sr-only">{t('order.tabs.count', { count: Number(count) || 99 })}</span>}
                </span>
              }
            />
          );
        })}
      </Tabs>
      {/* A new scroller per tab: each list starts at its top. */}
      <div className={styles.scroller} key={tab} data-testid="order-scroller">
        <OrderFeed tab={tab} />
      </div>
    </div>
  );
}

function OrderFeed({ tab }: { tab: OrderListTab }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useOrderList(tab);
  const sync = useWalletSync();
  const { pay, paying, sheet } = usePayOrder((res) => sync({ unit: res.balanceUnit, balance: res.balance }));
  const { refund, refunding } = useRefundOrder(() => sync());
  const again = useOrderAgain();

  const open = (o: OrderSummary) => void navigate(detailPath(o));
  // Stable: the cards' countdowns call it once when a pay window closes.
  const expired = usePayWindowClosed();
  const payThenTrack = async (o: OrderSummary) => {
    const res = await pay(o);
    if (res) await navigate(detailPath(o));
  };

  return (
    <>
      <PagedList
        query={query}
        loading={<LoadingState variant="cards" rows={4} />}
        onRefresh={() => Promise.all([query.refetch(), invalidateOrderNum(client)])}
        empty={
          <EmptyState
            title={t(`order.empty.${tabKeys[tab]}`)}
            description={t('order.empty.desc')}
            action={
              <Button color="primary" shape="rounded" onClick={() => void navigate(paths.takeout)}>
                {t('order.empty.browse')}
              </Button>
            }
          />
        }
        className={styles.feed}
        testId="order-list"
        itemKey={(o) => o.oid}
        renderItem={(o) => (
          <OrderCard
            order={o}
            onOpen={open}
            onPay={(order) => void payThenTrack(order)}
            // Flight and hotel refunds keep their rules' fee: they are quoted and confirmed on the booking's page;
            // a refund request (reason and photo) is made on the order's page too.
            onRefund={(order) =>
              order.pType === OrderType.Flight || order.pType === OrderType.Hotel || order.refundStage === 'request'
                ? open(order)
                : void refund(order)
            }
            onReview={(order) => void navigate(href(paths.orderComment, { oid: order.oid }))}
            onReorder={(order) => void again.orderAgain(order.oid)}
            reordering={again.busy === o.oid}
            onExpired={expired}
            paying={paying === o.oid}
            refunding={refunding === o.oid}
          />
        )}
      />
      {sheet}
    </>
  );
}
