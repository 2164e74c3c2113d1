import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminWithdrawApprove,
  adminWithdrawFail,
  adminWithdrawList,
  adminWithdrawMarkPaid,
  adminWithdrawReject,
  type ResponseOf,
} from '@wayfare/contracts';
import { App, Button, Card, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { askText } from '@/components/reason';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { runBulk } from '@/lib/bulk';
import { downloadCsv } from '@/lib/csv';
import { money, when } from '@/lib/format';
import { withdrawalStatus } from '@/lib/status';

type Row = ResponseOf<typeof adminWithdrawList>['list'][number];
type Action = 'approve' | 'reject' | 'paid' | 'fail';

/** Which decisions a withdrawal in each status takes. */
const actionsOf = (status: number): Action[] =>
  status === 0 ? ['approve', 'reject'] : status === 1 ? ['paid', 'fail'] : [];

export function WithdrawalsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('0');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Row[]>([]);
  const status = tab === 'all' ? undefined : Number(tab);
  const list = useQuery({
    queryKey: ['withdrawals', status, page],
    queryFn: () => call(adminWithdrawList, { status, page, pageSize: 20 }),
  });

  /** Asks what the decision needs (a reason, a reference), then applies it to each row. */
  const decide = async (action: Action, rows: Row[]) => {
    let text = '';
    if (action !== 'approve') {
      const asked = await askText({
        title: t(`withdrawal.ask.${action}`, { n: rows.length }),
        label: action === 'paid' ? t('withdrawal.reference') : t('common.reason'),
        required: action === 'reject' || action === 'fail',
      });
      if (asked === null) return;
      text = asked;
    }
    const one = (r: Row) => {
      const withdrawalId = r._id;
      if (action === 'approve') return call(adminWithdrawApprove, { withdrawalId });
      if (action === 'reject') return call(adminWithdrawReject, { withdrawalId, note: text });
      if (action === 'paid') return call(adminWithdrawMarkPaid, { withdrawalId, reference: text });
      return call(adminWithdrawFail, { withdrawalId, note: text });
    };
    if (rows.length === 1) {
      try {
        await one(rows[0]!);
        message.success(t(`withdrawal.done.${action}`));
      } catch (err) {
        modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
      }
    } else {
      const r = await runBulk(rows, one);
      const failures = r.failed.map((f) => `${f.count} × ${f.text}`).join('; ');
      if (r.failed.length === 0) message.success(t('bulk.done', { n: r.done }));
      else
        modal.warning({ title: t('bulk.partly', { done: r.done, failed: rows.length - r.done }), content: failures });
    }
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };

  const bulkActions = status === undefined ? [] : actionsOf(status);

  return (
    <Card
      title={t('nav.withdrawals')}
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'withdrawals',
              [
                { title: 'id', value: (r: Row) => r._id },
                { title: 'uid', value: (r: Row) => r.uid },
                { title: 'user', value: (r: Row) => r.userAccount },
                { title: 'to', value: (r: Row) => `${r.account.bank} ${r.account.account}` },
                { title: 'amount', value: (r: Row) => r.amount },
                { title: 'fee', value: (r: Row) => r.fee },
                { title: 'unit', value: (r: Row) => r.unit },
                { title: 'status', value: (r: Row) => r.status },
                { title: 'channel', value: (r: Row) => r.channelCode },
                { title: 'note', value: (r: Row) => r.note },
                { title: 'createdAt', value: (r: Row) => r.createdAt },
                { title: 'reviewedAt', value: (r: Row) => r.reviewedAt },
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
          ...[0, 1, 2, 3, 4].map((s) => ({ key: String(s), label: t(withdrawalStatus[s]!.key) })),
          { key: 'all', label: t('common.all') },
        ]}
      />
      {bulkActions.length > 0 && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('bulk.selected', { n: selected.length })}</Typography.Text>
          {bulkActions.map((a) => (
            <Button
              key={a}
              disabled={selected.length === 0}
              onClick={() => decide(a, selected)}
              data-testid={`bulk-${a}`}
            >
              {t(`withdrawal.action.${a}`)}
            </Button>
          ))}
        </Space>
      )}
      <Table<Row>
        rowKey="_id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        rowSelection={
          bulkActions.length > 0
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
          {
            title: t('common.user'),
            render: (_, r) => (
              <Link to={`/users/${r.uid}`}>
                {r.userAccount ?? r.uid}{' '}
                {r.userName && <Typography.Text type="secondary">({r.userName})</Typography.Text>}
              </Link>
            ),
          },
          { title: t('common.amount'), align: 'right', render: (_, r) => money(r.amount, r.unit) },
          { title: t('withdrawal.fee'), align: 'right', render: (_, r) => money(r.fee, r.unit) },
          {
            title: t('withdrawal.to_account'),
            render: (_, r) => (
              <span>
                {r.account.bank || r.account.type} · {r.account.account}
                <br />
                <Typography.Text type="secondary">{r.account.name}</Typography.Text>
              </span>
            ),
          },
          { title: t('common.status'), render: (_, r) => <StatusTag map={withdrawalStatus} status={r.status} /> },
          { title: t('common.note'), dataIndex: 'note', ellipsis: true },
          { title: t('common.created'), render: (_, r) => when(r.createdAt) },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Space>
                {actionsOf(r.status).map((a) => (
                  <Button
                    key={a}
                    size="small"
                    type={a === 'approve' || a === 'paid' ? 'primary' : 'default'}
                    danger={a === 'reject' || a === 'fail'}
                    data-testid={`withdrawal-${r._id}-${a}`}
                    onClick={() => decide(a, [r])}
                  >
                    {t(`withdrawal.action.${a}`)}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
