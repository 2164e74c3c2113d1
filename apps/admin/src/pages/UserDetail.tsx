import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserDetail,
  adminUserEndSessions,
  adminUserFreeze,
  adminUserMute,
  adminUserResetWithdrawPassword,
  type ResponseOf,
} from '@wayfare/contracts';
import { App, Button, Card, Col, Descriptions, Row, Space, Statistic, Table, Tabs, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { askText } from '@/components/reason';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { allowed } from '@/lib/roles';
import { getSession } from '@/lib/session';
import { orderStatus, orderType, rechargeStatus, txTypeKey, withdrawalStatus } from '@/lib/status';

type Detail = ResponseOf<typeof adminUserDetail>;

/** One user's record: state, wallets per currency, journals, withdrawals, top-ups and orders. */
export function UserDetailPage() {
  const { uid = '' } = useParams();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const role = getSession()!.operator.role;
  const q = useQuery({ queryKey: ['user', uid], queryFn: () => call(adminUserDetail, { uid }) });
  const d = q.data;

  const act = async (kind: 'freeze' | 'mute' | 'pin' | 'sessions', on = true) => {
    const note = await askText({
      title:
        kind === 'pin'
          ? t('users.ask.reset_pin')
          : kind === 'sessions'
            ? t('users.ask.end_sessions')
            : t(`users.ask.${kind}.${on ? 'on' : 'off'}`),
      label: t('common.reason'),
      // Clearing a withdrawal password must say why (identity checked, by whom): it opens the way to money.
      required: kind === 'pin',
    });
    if (note === null) return;
    try {
      if (kind === 'freeze') await call(adminUserFreeze, { uid, frozen: on, note });
      else if (kind === 'mute') await call(adminUserMute, { uid, muted: on, note });
      else if (kind === 'pin') await call(adminUserResetWithdrawPassword, { uid, note });
      else {
        const r = await call(adminUserEndSessions, { uid, note });
        message.info(t('users.sessions_ended', { n: r.sessionsEnded }));
      }
      message.success(t('common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['user', uid] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  if (!d) return <Card loading={q.isLoading}>{q.error && <span>{q.error.message}</span>}</Card>;
  const u = d.user;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={`${t('users.user')} #${u.uid} · ${u.account ?? ''}`}
        extra={
          <Space>
            {allowed(role, adminUserFreeze) && (
              <Button danger={!u.frozen} onClick={() => act('freeze', !u.frozen)}>
                {u.frozen ? t('users.unfreeze') : t('users.freeze')}
              </Button>
            )}
            {allowed(role, adminUserMute) && (
              <Button onClick={() => act('mute', !u.muted)}>{u.muted ? t('users.unmute') : t('users.mute')}</Button>
            )}
            {allowed(role, adminUserResetWithdrawPassword) && (
              <Button
                data-testid="user-reset-pin"
                disabled={!d.security.hasWithdrawPassword}
                onClick={() => act('pin')}
              >
                {t('users.reset_pin')}
              </Button>
            )}
            {allowed(role, adminUserEndSessions) && (
              <Button data-testid="user-end-sessions" onClick={() => act('sessions')}>
                {t('users.end_sessions')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={4}>
          <Descriptions.Item label={t('users.name')}>{u.name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('users.country')}>{u.countryCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('common.created')}>{when(u.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('users.withdraw_pin')}>
            <span data-testid="user-pin-state">
              {d.security.hasWithdrawPassword ? t('users.pin_set') : t('users.pin_not_set')}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('users.live_sessions')}>
            <span data-testid="user-live-sessions">{d.security.liveSessions}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>
            {u.frozen && <Tag color="red">{t('users.frozen')}</Tag>}
            {u.muted && <Tag color="orange">{t('users.muted')}</Tag>}
            {!u.frozen && !u.muted && <Tag color="green">{t('users.active')}</Tag>}
          </Descriptions.Item>
        </Descriptions>
        <Row gutter={16} style={{ marginTop: 8 }}>
          {d.wallets.map((w) => (
            <Col key={w.unit} span={6}>
              <Card size="small">
                <Statistic title={`${t('users.wallet')} ${w.unit}`} value={money(w.balance, w.unit)} />
                {w.held > 0 && (
                  <span data-testid={`held-${w.unit}`}>{t('users.held', { amount: money(w.held, w.unit) })}</span>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'tx', label: t('users.transactions'), children: <Transactions rows={d.transactions} /> },
            {
              key: 'w',
              label: t('nav.withdrawals'),
              children: (
                <Table
                  rowKey="_id"
                  size="small"
                  dataSource={d.withdrawals}
                  pagination={false}
                  columns={[
                    { title: t('common.id'), dataIndex: '_id' },
                    { title: t('common.amount'), render: (_, r) => money(r.amount, r.unit) },
                    {
                      title: t('common.status'),
                      render: (_, r) => <StatusTag map={withdrawalStatus} status={r.status} />,
                    },
                    { title: t('common.note'), dataIndex: 'note' },
                    { title: t('common.created'), render: (_, r) => when(r.createdAt) },
                  ]}
                />
              ),
            },
            {
              key: 'r',
              label: t('nav.recharges'),
              children: (
                <Table
                  rowKey="_id"
                  size="small"
                  dataSource={d.recharges}
                  pagination={false}
                  columns={[
                    { title: t('common.id'), dataIndex: '_id' },
                    { title: t('recharge.channel'), dataIndex: 'channelName' },
                    { title: t('common.amount'), render: (_, r) => money(r.amount, r.unit) },
                    {
                      title: t('common.status'),
                      render: (_, r) => <StatusTag map={rechargeStatus} status={r.status} />,
                    },
                    { title: t('common.created'), render: (_, r) => when(r.createdAt) },
                  ]}
                />
              ),
            },
            {
              key: 'o',
              label: t('nav.orders'),
              children: (
                <Table
                  rowKey="oid"
                  size="small"
                  dataSource={d.orders}
                  pagination={false}
                  columns={[
                    { title: t('common.id'), render: (_, r) => <Link to={`/orders/${r.oid}`}>{r.oid}</Link> },
                    { title: t('orders.type'), render: (_, r) => t(orderType[r.pType] ?? 'order.type.1') },
                    { title: t('orders.title'), dataIndex: 'title' },
                    { title: t('common.amount'), render: (_, r) => money(r.amount, r.unit) },
                    { title: t('common.status'), render: (_, r) => <StatusTag map={orderStatus} status={r.status} /> },
                    { title: t('common.created'), render: (_, r) => when(r.createdAt) },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

function Transactions({ rows }: { rows: Detail['transactions'] }) {
  return (
    <Table
      rowKey={(r) => `${r.id}-${r.unit}`}
      size="small"
      dataSource={rows}
      pagination={false}
      data-testid="user-transactions"
      columns={[
        { title: t('users.journal'), dataIndex: 'id' },
        { title: t('users.tx_type'), render: (_, r) => t(txTypeKey(r.type)) },
        {
          title: t('common.amount'),
          align: 'right',
          render: (_, r) => (
            <span style={{ color: r.amount < 0 ? '#cf1322' : '#237804' }}>{money(r.amount, r.unit)}</span>
          ),
        },
        { title: t('users.balance_after'), align: 'right', render: (_, r) => money(r.balanceAfter, r.unit) },
        { title: t('users.ref'), dataIndex: 'ref' },
        { title: t('common.note'), dataIndex: 'memo' },
        { title: t('common.created'), render: (_, r) => when(r.at) },
      ]}
    />
  );
}
