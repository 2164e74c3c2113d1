import { useQuery } from '@tanstack/react-query';
import { adminShopEarnings, type ResponseOf } from '@wayfare/contracts';
import { Card, Segmented, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '@/i18n';
import { call } from '@/lib/api';
import { money, when } from '@/lib/format';

type Entry = ResponseOf<typeof adminShopEarnings>['list'][number];
const PAGE = 20;

/** The shop's balance per currency, the orders credited to it (type 14), and its payouts held and returned. */
export function EarningsTab({ mid }: { mid?: string }) {
  const [kind, setKind] = useState<'earnings' | 'payouts'>('earnings');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['shop-earnings', mid ?? 'own', kind, page],
    queryFn: () => call(adminShopEarnings, { mid, kind, page, pageSize: PAGE }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {(list.data?.balances ?? []).map((b) => (
          <Card key={b.unit} size="small">
            <Statistic title={t('shop.earnings.balance', { unit: b.unit })} value={money(b.balance, b.unit)} />
          </Card>
        ))}
      </Space>
      <Segmented
        value={kind}
        onChange={(v) => {
          setKind(v as typeof kind);
          setPage(1);
        }}
        options={[
          { value: 'earnings', label: t('shop.earnings.credited') },
          { value: 'payouts', label: t('shop.earnings.payouts') },
        ]}
      />
      <Table<Entry>
        rowKey={(e) => `${e.journalId}-${e.unit}`}
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('common.created'), render: (_, e) => when(e.at) },
          { title: t('shop.earnings.type'), render: (_, e) => t(`tx.${e.type}` as MessageKey) },
          {
            title: t('shop.earnings.order'),
            render: (_, e) => (e.oid ? <Link to={`/orders/${e.oid}`}>#{e.oid}</Link> : '—'),
          },
          { title: t('common.amount'), render: (_, e) => money(e.amount, e.unit) },
          { title: t('shop.earnings.balance_after'), render: (_, e) => money(e.balanceAfter, e.unit) },
        ]}
      />
    </Space>
  );
}
