import { useQuery } from '@tanstack/react-query';
import { adminDashboard, majorText, type ResponseOf } from '@wayfare/contracts';
import { Card, Col, Empty, Row, Segmented, Select, Space, Statistic, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { money } from '@/lib/format';
import { usePollWhileDown } from '@/lib/live';

type Dash = ResponseOf<typeof adminDashboard>;
type PerCurrency = Dash['gmv'];
const DAYS = [7, 30, 90] as const;

/** The platform at a glance: the queues waiting for a decision, then the daily series as charts. */
export function DashboardPage() {
  const [days, setDays] = useState<(typeof DAYS)[number]>(7);
  const navigate = useNavigate();
  // Series colours dark enough for their legend text (and the lines, bars) to pass WCAG AA on white.
  const { token } = theme.useToken();
  const q = useQuery({
    queryKey: ['dashboard', days],
    queryFn: () => call(adminDashboard, { days }),
    // The queue counts are pushed over the back office's socket; the whole page is read again only while it is down.
    refetchInterval: usePollWhileDown(30_000),
  });
  const d = q.data;
  const queue = (title: string, value: number | undefined, to: string, testid: string) => (
    <Col span={6}>
      <Card hoverable onClick={() => navigate(to)} data-testid={testid}>
        <Statistic title={title} value={value ?? 0} valueStyle={{ color: value ? token.colorPrimary : undefined }} />
      </Card>
    </Col>
  );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        {queue(
          t('dashboard.queue.withdrawals_review'),
          d?.queues.withdrawalsUnderReview,
          '/withdrawals',
          'queue-withdrawals',
        )}
        {queue(
          t('dashboard.queue.withdrawals_transferring'),
          d?.queues.withdrawalsTransferring,
          '/withdrawals',
          'queue-transferring',
        )}
        {queue(t('dashboard.queue.recharges_review'), d?.queues.rechargesUnderReview, '/recharges', 'queue-recharges')}
        {queue(t('dashboard.queue.orders_in_progress'), d?.queues.ordersInProgress, '/orders', 'queue-orders')}
      </Row>
      <Row gutter={16}>
        {queue(t('dashboard.queue.payouts_review'), d?.queues.payoutsUnderReview, '/payouts', 'queue-payouts')}
        {queue(
          t('dashboard.queue.payouts_transferring'),
          d?.queues.payoutsTransferring,
          '/payouts',
          'queue-payouts-transferring',
        )}
      </Row>
      <Card
        title={t('dashboard.activity')}
        loading={q.isLoading}
        extra={
          <Segmented
            value={days}
            onChange={(v) => setDays(v as (typeof DAYS)[number])}
            options={DAYS.map((n) => ({ value: n, label: t('dashboard.days', { n }) }))}
          />
        }
      >
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={d?.daily ?? []} margin={{ left: 0, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="orders" name={t('dashboard.orders')} stroke={token.colorPrimary} />
            <Line type="monotone" dataKey="newUsers" name={t('dashboard.new_users')} stroke={token.blue7} />
          </LineChart>
        </ResponsiveContainer>
      </Card>
      <Row gutter={16}>
        <Col span={8}>
          <MoneyChart
            title={t('dashboard.gmv')}
            rows={d?.gmv}
            dates={d?.daily.map((x) => x.date)}
            color={token.colorPrimary}
          />
        </Col>
        <Col span={8}>
          <MoneyChart
            title={t('dashboard.topups')}
            rows={d?.topups}
            dates={d?.daily.map((x) => x.date)}
            color={token.green7}
          />
        </Col>
        <Col span={8}>
          <MoneyChart
            title={t('dashboard.withdrawals')}
            rows={d?.withdrawals}
            dates={d?.daily.map((x) => x.date)}
            color={token.purple6}
          />
        </Col>
      </Row>
    </Space>
  );
}

/** One money series per currency (never added across currencies): pick the currency, see its days. */
function MoneyChart(props: {
  title: string;
  rows: PerCurrency | undefined;
  dates: string[] | undefined;
  color: string;
}) {
  const rows = props.rows ?? [];
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.unit, (totals.get(r.unit) ?? 0) + r.amount);
  const units = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  const [picked, setPicked] = useState<string>();
  const unit = picked && units.includes(picked) ? picked : units[0];
  const byDate = new Map(rows.filter((r) => r.unit === unit).map((r) => [r.date, r]));
  const data = (props.dates ?? []).map((date) => ({
    date,
    amount: unit ? Number(majorText(byDate.get(date)?.amount ?? 0, unit)) : 0,
    count: byDate.get(date)?.count ?? 0,
  }));
  return (
    <Card
      title={props.title}
      extra={
        units.length > 0 && (
          <Select
            size="small"
            aria-label={t('dashboard.currency')}
            value={unit}
            onChange={setPicked}
            options={units.map((u) => ({ value: u, label: u }))}
          />
        )
      }
    >
      {unit ? (
        <>
          <Statistic value={money(totals.get(unit) ?? 0, unit)} />
          <ResponsiveContainer width="100%" height={200}>
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" hide />
              <YAxis width={60} />
              <Tooltip formatter={(v) => [`${unit} ${v}`, props.title]} />
              <Bar dataKey="amount" fill={props.color} />
            </BarChart>
          </ResponsiveContainer>
        </>
      ) : (
        <Empty description={t('dashboard.none')} style={{ height: 248, paddingTop: 60 }} />
      )}
    </Card>
  );
}
