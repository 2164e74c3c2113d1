import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRechargeApprove, adminRechargeList, adminRechargeReject, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { askText } from '@/components/reason';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { runBulk } from '@/lib/bulk';
import { downloadCsv } from '@/lib/csv';
import { money, when } from '@/lib/format';
import { rechargeStatus } from '@/lib/status';

type Row = ResponseOf<typeof adminRechargeList>['list'][number];
type Action = 'approve' | 'reject';

/** Offline top-ups (bank transfers) wait here for finance; approving credits the amount and its bonus once. */
export function RechargesPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('0');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Row[]>([]);
  const status = tab === 'all' ? undefined : Number(tab);
  const list = useQuery({
    queryKey: ['recharges', status, page],
    queryFn: () => call(adminRechargeList, { status, page, pageSize: 20 }),
  });

  const decide = async (action: Action, rows: Row[]) => {
    let note = '';
    if (action === 'reject') {
      const asked = await askText({
        title: t('recharge.ask.reject', { n: rows.length }),
        label: t('common.reason'),
        required: true,
      });
      if (asked === null) return;
      note = asked;
    }
    const one = (r: Row) =>
      action === 'approve'
        ? call(adminRechargeApprove, { rechargeId: r._id })
        : call(adminRechargeReject, { rechargeId: r._id, note });
    const r = await runBulk(rows, one);
    if (r.failed.length === 0)
      message.success(rows.length === 1 ? t(`recharge.done.${action}`) : t('bulk.done', { n: r.done }));
    else
      modal.warning({
        title:
          rows.length === 1
            ? t('common.not_applied')
            : t('bulk.partly', { done: r.done, failed: rows.length - r.done }),
        content: r.failed.map((f) => (rows.length === 1 ? f.text : `${f.count} × ${f.text}`)).join('; '),
      });
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['recharges'] });
  };

  return (
    <Card
      title={t('nav.recharges')}
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'topups',
              [
                { title: 'id', value: (r: Row) => r._id },
                { title: 'uid', value: (r: Row) => r.uid },
                { title: 'user', value: (r: Row) => r.userAccount },
                { title: 'amount', value: (r: Row) => r.amount },
                { title: 'bonus', value: (r: Row) => r.bonus },
                { title: 'unit', value: (r: Row) => r.unit },
                { title: 'channel', value: (r: Row) => r.channelCode },
                { title: 'status', value: (r: Row) => r.status },
                { title: 'note', value: (r: Row) => r.note },
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
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setPage(1);
          setSelected([]);
        }}
        items={[
          ...[0, 1, 2].map((s) => ({ key: String(s), label: t(rechargeStatus[s]!.key) })),
          { key: 'all', label: t('common.all') },
        ]}
      />
      {status === 0 && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('bulk.selected', { n: selected.length })}</Typography.Text>
          {(['approve', 'reject'] as const).map((a) => (
            <Button key={a} disabled={selected.length === 0} onClick={() => decide(a, selected)}>
              {t(`recharge.action.${a}`)}
            </Button>
          ))}
        </Space>
      )}
      <Table<Row>
        rowKey="_id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        rowSelection={
          status === 0
            ? { selectedRowKeys: selected.map((r) => r._id), onChange: (_, rows) => setSelected(rows) }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('common.id'), dataIndex: '_id', width: 80 },
          { title: t('common.user'), render: (_, r) => <Link to={`/users/${r.uid}`}>{r.userAccount ?? r.uid}</Link> },
          { title: t('recharge.channel'), dataIndex: 'channelName' },
          { title: t('common.amount'), align: 'right', render: (_, r) => money(r.amount, r.unit) },
          { title: t('recharge.bonus'), align: 'right', render: (_, r) => money(r.bonus, r.unit) },
          { title: t('common.status'), render: (_, r) => <StatusTag map={rechargeStatus} status={r.status} /> },
          { title: t('common.note'), dataIndex: 'note', ellipsis: true },
          { title: t('common.created'), render: (_, r) => when(r.createdAt) },
          {
            title: t('common.actions'),
            render: (_, r) =>
              r.status === 0 && (
                <Space>
                  <Button size="small" type="primary" onClick={() => decide('approve', [r])}>
                    {t('recharge.action.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => decide('reject', [r])}>
                    {t('recharge.action.reject')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}
