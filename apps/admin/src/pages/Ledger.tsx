import { useMutation, useQuery } from '@tanstack/react-query';
import {
  adminLedgerCheck,
  adminLedgerJournalDetail,
  adminLedgerJournalList,
  type ResponseOf,
  TransactionType,
} from '@wayfare/contracts';
import { Alert, Button, Card, DatePicker, Descriptions, Drawer, Input, List, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { downloadCsv } from '@/lib/csv';
import { money, when } from '@/lib/format';
import { txTypeKey } from '@/lib/status';

type Row = ResponseOf<typeof adminLedgerJournalList>['list'][number];
type Check = ResponseOf<typeof adminLedgerCheck>;

const types = Object.values(TransactionType).filter((n) => n !== TransactionType.Unknown);
const digits = (s: string) => (/^\d{1,18}$/.test(s.trim()) ? s.trim() : undefined);
const moved = (r: Row) => r.moved.map((m) => money(m.amount, m.unit)).join(' · ');

/**
 * The ledger explorer (finance, admin): journals filtered by user, order, type, currency and date, a
 * journal's postings, the invariant check per currency on demand, and the page as CSV.
 */
export function LedgerPage() {
  const [uid, setUid] = useState('');
  const [oid, setOid] = useState('');
  const [type, setType] = useState<number>();
  const [unit, setUnit] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const filter = {
    uid: digits(uid),
    oid: digits(oid),
    type,
    unit: /^[A-Z]{3}$/.test(unit) ? unit : undefined,
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const list = useQuery({
    queryKey: ['ledger', filter, page],
    queryFn: () => call(adminLedgerJournalList, { ...filter, page, pageSize: 20 }),
  });
  const check = useMutation({ mutationFn: (u?: string) => call(adminLedgerCheck, { unit: u }) });
  const reset = (f: () => void) => {
    f();
    setPage(1);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('ledger.check.title')}
        extra={
          <Space>
            <Button
              type="primary"
              data-testid="ledger-check"
              loading={check.isPending}
              onClick={() => check.mutate(filter.unit)}
            >
              {filter.unit ? t('ledger.check.run_one', { unit: filter.unit }) : t('ledger.check.run')}
            </Button>
          </Space>
        }
      >
        {check.error && (
          <Alert
            type="error"
            showIcon
            title={check.error instanceof ApiError ? check.error.message : String(check.error)}
          />
        )}
        {check.data ? <CheckResult result={check.data} /> : !check.error && <span>{t('ledger.check.hint')}</span>}
      </Card>
      <Card
        title={t('nav.ledger')}
        extra={
          <Button
            onClick={() =>
              downloadCsv(
                'ledger',
                [
                  { title: 'journal', value: (r: Row) => r.id },
                  { title: 'type', value: (r: Row) => r.type },
                  { title: 'uid', value: (r: Row) => r.uid },
                  { title: 'oid', value: (r: Row) => r.oid },
                  { title: 'ref', value: (r: Row) => r.ref },
                  { title: 'moved', value: (r: Row) => r.moved.map((m) => `${m.amount} ${m.unit}`).join(' ') },
                  { title: 'memo', value: (r: Row) => r.memo },
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
          <Input
            allowClear
            data-testid="ledger-uid"
            placeholder={t('ledger.filter.uid')}
            style={{ width: 160 }}
            value={uid}
            onChange={(e) => reset(() => setUid(e.target.value))}
          />
          <Input
            allowClear
            placeholder={t('ledger.filter.oid')}
            style={{ width: 160 }}
            value={oid}
            onChange={(e) => reset(() => setOid(e.target.value))}
          />
          <Select
            allowClear
            aria-label={t('users.tx_type')}
            placeholder={t('users.tx_type')}
            style={{ width: 220 }}
            value={type}
            onChange={(v) => reset(() => setType(v))}
            options={types.map((n) => ({ value: n, label: `${n} · ${t(txTypeKey(n))}` }))}
          />
          <Input
            allowClear
            data-testid="ledger-unit"
            placeholder={t('ledger.filter.unit')}
            style={{ width: 140 }}
            maxLength={3}
            value={unit}
            onChange={(e) => reset(() => setUnit(e.target.value.toUpperCase()))}
          />
          <DatePicker.RangePicker value={range} onChange={(v) => reset(() => setRange(v))} />
        </Space>
        {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          data-testid="ledger-journals"
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('users.journal'),
              render: (_, r) => (
                <Button type="link" size="small" data-testid={`journal-${r.id}`} onClick={() => setOpen(r.id)}>
                  #{r.id}
                </Button>
              ),
            },
            { title: t('users.tx_type'), render: (_, r) => t(txTypeKey(r.type)) },
            {
              title: t('common.user'),
              render: (_, r) => (r.uid ? <Link to={`/users/${r.uid}`}>{r.account ?? r.uid}</Link> : '—'),
            },
            {
              title: t('orders.order'),
              render: (_, r) => (r.oid ? <Link to={`/orders/${r.oid}`}>{r.oid}</Link> : '—'),
            },
            { title: t('ledger.moved'), align: 'right', render: (_, r) => moved(r) },
            { title: t('users.ref'), dataIndex: 'ref' },
            { title: t('common.note'), dataIndex: 'memo', ellipsis: true },
            { title: t('common.created'), render: (_, r) => when(r.createdAt) },
          ]}
        />
      </Card>
      <JournalDrawer id={open} onClose={() => setOpen(null)} />
    </Space>
  );
}

function CheckResult({ result }: { result: Check }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="ledger-check-result">
      <Alert
        type={result.ok ? 'success' : 'error'}
        showIcon
        title={result.ok ? t('ledger.check.ok') : t('ledger.check.broken')}
        description={t('ledger.check.at', { at: when(result.checkedAt) })}
      />
      <List
        size="small"
        bordered
        dataSource={result.currencies}
        renderItem={(c) => (
          <List.Item data-testid={`ledger-check-${c.unit}`}>
            <Space orientation="vertical" size={2}>
              <Space>
                <strong>{c.unit}</strong>
                <Tag color={c.ok ? 'green' : 'red'}>{c.ok ? t('ledger.check.holds') : t('ledger.check.fails')}</Tag>
                <span>{t('ledger.check.total', { total: money(c.total, c.unit) })}</span>
              </Space>
              {c.problems.map((p) => (
                <code key={p}>{p}</code>
              ))}
            </Space>
          </List.Item>
        )}
      />
      {result.general.map((p) => (
        <Alert key={p} type="error" title={p} />
      ))}
    </Space>
  );
}

function JournalDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const q = useQuery({
    queryKey: ['journal', id],
    queryFn: () => call(adminLedgerJournalDetail, { id: id! }),
    enabled: id !== null,
  });
  const j = q.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={id ? `${t('users.journal')} #${id}` : ''}>
      {q.error && <Alert type="error" title={q.error.message} />}
      {j && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('users.tx_type')}>{t(txTypeKey(j.type))}</Descriptions.Item>
            <Descriptions.Item label={t('common.created')}>{when(j.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('common.user')}>{j.account ?? j.uid ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('orders.order')}>{j.oid ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('users.ref')}>{j.ref ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.reverses')}>{j.reversesId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('common.note')} span={2}>
              {j.memo || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={j.postings}
            data-testid="journal-postings"
            columns={[
              {
                title: t('ledger.account'),
                render: (_, p) => `#${p.accountId} · ${p.kind}${p.ownerId ? `:${p.ownerId}` : ''}`,
              },
              {
                title: t('common.amount'),
                align: 'right',
                render: (_, p) => (
                  <span style={{ color: p.amount < 0 ? '#cf1322' : '#237804' }}>{money(p.amount, p.unit)}</span>
                ),
              },
              { title: t('users.balance_after'), align: 'right', render: (_, p) => money(p.balanceAfter, p.unit) },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
