import { useQuery } from '@tanstack/react-query';
import { adminOrderList, type ResponseOf } from '@wayfare/contracts';
import { Button, Card, DatePicker, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { downloadCsv } from '@/lib/csv';
import { money, when } from '@/lib/format';
import { usePollWhileDown } from '@/lib/live';
import { getSession } from '@/lib/session';
import { orderStatus, orderType } from '@/lib/status';

type Row = ResponseOf<typeof adminOrderList>['list'][number];

/** Orders by type, status, merchant and date (a merchant operator: their shop's only, the server decides). */
export function OrdersPage() {
  const merchantOp = getSession()!.operator.role === 'merchant';
  const [pType, setPType] = useState<number>();
  const [status, setStatus] = useState<number>();
  const [mid, setMid] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const from = range?.[0]?.format('YYYY-MM-DD');
  const to = range?.[1]?.format('YYYY-MM-DD');
  const list = useQuery({
    queryKey: ['orders', pType, status, mid, from, to, page],
    queryFn: () =>
      call(adminOrderList, { pType, status, mid: /^\d+$/.test(mid) ? mid : undefined, from, to, page, pageSize: 20 }),
    refetchInterval: usePollWhileDown(),
  });
  return (
    <Card
      title={t('nav.orders')}
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'orders',
              [
                { title: 'oid', value: (r: Row) => r.oid },
                { title: 'type', value: (r: Row) => r.pType },
                { title: 'status', value: (r: Row) => r.status },
                { title: 'uid', value: (r: Row) => r.uid },
                { title: 'merchant', value: (r: Row) => r.merchantName },
                { title: 'amount', value: (r: Row) => r.amount },
                { title: 'unit', value: (r: Row) => r.unit },
                { title: 'createdAt', value: (r: Row) => r.createdAt },
              ],
              list.data?.list ?? [],
            )
          }
        >
          {t('common.export_csv')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          aria-label={t('orders.type')}
          placeholder={t('orders.type')}
          style={{ width: 160 }}
          value={pType}
          onChange={(v) => {
            setPType(v);
            setPage(1);
          }}
          options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(orderType[v]!) }))}
        />
        <Select
          allowClear
          aria-label={t('common.status')}
          placeholder={t('common.status')}
          style={{ width: 180 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[0, 1, 2, 3, 4, 5, 6, 7].map((v) => ({ value: v, label: t(orderStatus[v]!.key) }))}
        />
        {!merchantOp && (
          <Input
            placeholder={t('orders.merchant_id')}
            style={{ width: 160 }}
            value={mid}
            onChange={(e) => {
              setMid(e.target.value.trim());
              setPage(1);
            }}
          />
        )}
        <DatePicker.RangePicker
          value={range}
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
        />
      </Space>
      <Table<Row>
        rowKey="oid"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('common.id'), render: (_, r) => <Link to={`/orders/${r.oid}`}>{r.oid}</Link>, width: 90 },
          { title: t('orders.type'), render: (_, r) => t(orderType[r.pType] ?? 'order.type.1') },
          { title: t('orders.merchant'), dataIndex: 'merchantName' },
          {
            title: t('common.user'),
            render: (_, r) => (merchantOp ? r.uid : <Link to={`/users/${r.uid}`}>{r.account ?? r.uid}</Link>),
          },
          { title: t('common.amount'), align: 'right', render: (_, r) => money(r.amount, r.unit) },
          { title: t('common.status'), render: (_, r) => <StatusTag map={orderStatus} status={r.status} /> },
          { title: t('common.created'), render: (_, r) => when(r.createdAt) },
        ]}
      />
    </Card>
  );
}
