import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { askText } from '@/components/reason';
import { type MessageKey, t } from '@/i18n';
import { runBulk } from '@/lib/bulk';
import { downloadCsv } from '@/lib/csv';
import { usePollWhileDown } from '@/lib/live';

type Decidable = { _id: string; status: number };

type Props<Row extends Decidable, Action extends string> = {
  title: string;
  /** The list's query key; read again after every decision. */
  queryKey: string;
  /** Other views a decision changes (e.g. the dashboard's queues). */
  alsoInvalidate?: string[];
  /** One page of the list in a status (all statuses when undefined). */
  fetchPage: (q: { status?: number; page: number; pageSize: number }) => Promise<{ list: Row[]; total: number }>;
  /** The statuses, one tab each, with their label keys (an "All" tab follows). */
  statuses: Record<number, { key: MessageKey }>;
  /** The decisions a row in that status takes, in button order. */
  actionsOf: (status: number) => Action[];
  /** Decisions that change money or the user's view the operator must word (a reason, a reference). */
  ask: (action: Action, n: number) => { title: string; label: string; required: boolean } | null;
  /** Applies one decision to one row with the text asked (empty when nothing was asked). */
  apply: (action: Action, row: Row, text: string) => Promise<unknown>;
  actionText: (action: Action) => string;
  doneText: (action: Action) => string;
  /** The approving decisions (primary buttons); the others are the refusing ones (danger). */
  positive: readonly Action[];
  /** `data-testid` of a row's button: `<testId>-<id>-<action>`. */
  testId: string;
  csv: { name: string; columns: { title: string; value: (row: Row) => unknown }[] };
  /** The row's columns; the decision buttons come last. */
  columns: ColumnsType<Row>;
  /**
   * A filter shown in the header (one shop's requests, say) and its value: `fetchPage` applies it, and a
   * new value reads the list again from its first page.
   */
  filter?: { node: ReactNode; value: string };
};

/**
 * A back-office queue of requests finance decides (top-ups, withdrawals): tabs by status, a page of rows
 * with their decisions, the same decisions on the selected rows at once (each applied and audited on its
 * own; what failed is said by reason), and the shown rows as CSV.
 */
export function DecisionTable<Row extends Decidable, Action extends string>(p: Props<Row, Action>) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('0');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Row[]>([]);
  const status = tab === 'all' ? undefined : Number(tab);
  const filterValue = p.filter?.value ?? '';
  const [shownFilter, setShownFilter] = useState(filterValue);
  if (shownFilter !== filterValue) {
    setShownFilter(filterValue);
    setPage(1);
    setSelected([]);
  }
  const list = useQuery({
    queryKey: [p.queryKey, status, page, filterValue],
    queryFn: () => p.fetchPage({ status, page, pageSize: 20 }),
    // Pushed over the back office's socket when the queue changes; polled only while it is down.
    refetchInterval: usePollWhileDown(),
  });

  /** Asks what the decision needs, then applies it to each row. */
  const decide = async (action: Action, rows: Row[]) => {
    let text = '';
    const asking = p.ask(action, rows.length);
    if (asking) {
      const asked = await askText(asking);
      if (asked === null) return;
      text = asked;
    }
    const r = await runBulk(rows, (row) => p.apply(action, row, text));
    if (r.failed.length === 0) message.success(rows.length === 1 ? p.doneText(action) : t('bulk.done', { n: r.done }));
    else if (rows.length === 1) modal.error({ title: t('common.not_applied'), content: r.failed[0]?.text });
    else
      modal.warning({
        title: t('bulk.partly', { done: r.done, failed: rows.length - r.done }),
        content: r.failed.map((f) => `${f.count} × ${f.text}`).join('; '),
      });
    setSelected([]);
    await Promise.all(
      [p.queryKey, ...(p.alsoInvalidate ?? [])].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
  };

  const bulkActions = status === undefined ? [] : p.actionsOf(status);

  return (
    <Card
      title={p.title}
      extra={
        <Space>
          {p.filter?.node}
          <Button onClick={() => downloadCsv(p.csv.name, p.csv.columns, list.data?.list ?? [])}>
            {t('common.export_csv')}
          </Button>
        </Space>
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
          ...Object.entries(p.statuses).map(([s, v]) => ({ key: s, label: t(v.key) })),
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
              {p.actionText(a)}
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
          ...p.columns,
          {
            title: t('common.actions'),
            // The buttons wrap rather than run past the card's edge when the columns leave them little room.
            render: (_, r) => (
              <Space wrap size={[8, 4]}>
                {p.actionsOf(r.status).map((a) => (
                  <Button
                    key={a}
                    size="small"
                    type={p.positive.includes(a) ? 'primary' : 'default'}
                    danger={!p.positive.includes(a)}
                    data-testid={`${p.testId}-${r._id}-${a}`}
                    onClick={() => decide(a, [r])}
                  >
                    {p.actionText(a)}
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
