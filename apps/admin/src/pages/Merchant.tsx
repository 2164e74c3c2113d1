import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMerchantOrderStep, adminOrderList, type ResponseOf } from '@wayfare/contracts';
import { App, Badge, Button, Card, Col, Empty, InputNumber, List, Row, Space, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { useLive } from '@/lib/live';
import { getSession } from '@/lib/session';
import { EarningsTab } from './shop/EarningsTab';
import { HoursTab } from './shop/HoursTab';
import { MenuTab } from './shop/MenuTab';
import { PayoutsTab } from './shop/PayoutsTab';
import { ReviewsTab } from './shop/ReviewsTab';

type Order = ResponseOf<typeof adminOrderList>['list'][number];

/** How often the orders are fetched again: a merchant's socket pushes every change, so only as a safety net. */
const POLL_MS = 3000;
const POLL_LIVE_MS = 60_000;

/** The shop's takeout orders in one status. */
const useShopOrders = (status: number, live: boolean) =>
  useQuery({
    queryKey: ['merchant-orders', status],
    queryFn: () => call(adminOrderList, { pType: 1, status, page: 1, pageSize: 50 }),
    refetchInterval: live ? POLL_LIVE_MS : POLL_MS,
  });

/**
 * The merchant view: the kitchen board, the menu and stock, opening hours, reviews, earnings and payouts
 * of the shop. A merchant operator works on their own shop; an admin names the shop to work on.
 */
export function MerchantPage() {
  const own = getSession()?.operator.merchantId ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const mid = own === null ? (picked === null ? undefined : String(picked)) : undefined;
  const ready = own !== null || mid !== undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {own === null && (
        <Space>
          {t('shop.pick')}
          <InputNumber
            min={1}
            precision={0}
            value={picked}
            onChange={(v) => setPicked(v)}
            data-testid="shop-id"
            aria-label={t('shop.pick')}
          />
        </Space>
      )}
      <Tabs
        destroyOnHidden
        items={[
          { key: 'orders', label: t('shop.tab.orders'), children: <KitchenBoard /> },
          ...(ready
            ? [
                { key: 'menu', label: t('shop.tab.menu'), children: <MenuTab mid={mid} /> },
                { key: 'hours', label: t('shop.tab.hours'), children: <HoursTab mid={mid} /> },
                { key: 'reviews', label: t('shop.tab.reviews'), children: <ReviewsTab mid={mid} /> },
                { key: 'earnings', label: t('shop.tab.earnings'), children: <EarningsTab mid={mid} /> },
                { key: 'payouts', label: t('shop.tab.payouts'), children: <PayoutsTab mid={mid} /> },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

/**
 * The shop's kitchen board: paid orders waiting to be accepted and accepted ones being prepared, refreshed
 * every few seconds; accept and mark ready move the customer's order page live.
 */
function KitchenBoard() {
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  // The back office's socket (lib/live.tsx) reads the board again whenever one of the shop's orders changes.
  const live = useLive();
  const incoming = useShopOrders(1, live);
  const preparing = useShopOrders(2, live);

  const step = async (o: Order, s: 'accept' | 'ready') => {
    try {
      await call(adminMerchantOrderStep, { oid: o.oid, step: s });
      message.success(t(`merchant.done.${s}`, { oid: o.oid }));
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
    await queryClient.invalidateQueries({ queryKey: ['merchant-orders'] });
  };

  const board = (title: string, rows: Order[] | undefined, s: 'accept' | 'ready', testid: string) => (
    <Card
      title={
        <span>
          {title} <Badge count={rows?.length ?? 0} showZero color={s === 'accept' ? token.colorPrimary : token.blue7} />
        </span>
      }
      data-testid={testid}
    >
      {rows && rows.length === 0 ? (
        <Empty description={t('merchant.empty')} />
      ) : (
        <List
          dataSource={rows ?? []}
          renderItem={(o) => (
            <List.Item
              actions={[
                <Button key="go" type="primary" data-testid={`merchant-${s}-${o.oid}`} onClick={() => step(o, s)}>
                  {t(`merchant.${s}`)}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={<Link to={`/orders/${o.oid}`}>{t('merchant.order_no', { oid: o.oid })}</Link>}
                description={
                  <Typography.Text type="secondary">
                    {money(o.amount, o.unit)} · {when(o.paidAt ?? o.createdAt)}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );

  return (
    <Row gutter={16}>
      <Col span={24} style={{ marginBottom: 12 }}>
        <Badge
          status={live ? 'success' : 'default'}
          text={live ? t('shop.live.on') : t('shop.live.off')}
          data-testid="shop-live"
        />
      </Col>
      <Col span={12}>{board(t('merchant.incoming'), incoming.data?.list, 'accept', 'merchant-incoming')}</Col>
      <Col span={12}>{board(t('merchant.preparing'), preparing.data?.list, 'ready', 'merchant-preparing')}</Col>
    </Row>
  );
}
