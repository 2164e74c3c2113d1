import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPayoutRequest, adminShopPayouts, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Col, Empty, Form, Input, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { amountRule, toMinor } from '@/lib/money-input';
import { withdrawalStatus } from '@/lib/status';

type Payout = ResponseOf<typeof adminShopPayouts>['list'][number];
type Draft = { unit: string; amount: string };
const PAGE = 20;

export const payoutsKey = (mid: string | undefined) => ['shop-payouts', mid ?? 'own'];

/**
 * The shop's payouts: per currency what may be paid out now and what waits in payouts not decided yet, a
 * request for part or all of it (typed in major units, read exactly by the money parser), and every payout
 * with its status. Finance decides them in its payout queue.
 */
export function PayoutsTab({ mid }: { mid?: string }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  // One key per request typed: a double click or a retry of the same request pays out once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const list = useQuery({
    queryKey: [...payoutsKey(mid), page],
    queryFn: () => call(adminShopPayouts, { mid, page, pageSize: PAGE }),
  });
  const balances = list.data?.balances ?? [];
  const unit = Form.useWatch('unit', form) ?? balances[0]?.unit ?? '';

  const submit = async () => {
    const d = await form.validateFields();
    setBusy(true);
    try {
      const p = await call(adminPayoutRequest, {
        mid,
        unit: d.unit,
        amount: toMinor(d.amount, d.unit),
        idempotencyKey: key,
      });
      message.success(t('payout.requested', { amount: money(p.amount, p.unit) }));
      form.setFieldValue('amount', '');
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: payoutsKey(mid) });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        {balances.map((b) => (
          <Col key={b.unit} span={6}>
            <Card size="small" data-testid={`payout-balance-${b.unit}`}>
              <Statistic title={t('payout.available', { unit: b.unit })} value={money(b.balance, b.unit)} />
              <Typography.Text type="secondary">{t('payout.held', { amount: money(b.held, b.unit) })}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('payout.request')} loading={list.isLoading}>
        {balances.length === 0 ? (
          <Empty description={t('payout.nothing')} />
        ) : (
          <Form form={form} layout="inline" initialValues={{ unit: balances[0]?.unit, amount: '' }} onFinish={submit}>
            <Form.Item name="unit" label={t('payout.currency')}>
              <Select
                style={{ width: 110 }}
                options={balances.map((b) => ({ value: b.unit, label: b.unit }))}
                aria-label={t('payout.currency')}
              />
            </Form.Item>
            <Form.Item name="amount" label={t('common.amount')} rules={[amountRule(unit)]}>
              <Input
                inputMode="decimal"
                addonAfter={unit}
                style={{ width: 220 }}
                data-testid="payout-amount"
                aria-label={t('common.amount')}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="payout-submit">
              {t('payout.submit')}
            </Button>
          </Form>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('payout.help')}
        </Typography.Paragraph>
      </Card>
      <Table<Payout>
        rowKey="_id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('payout.none') }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('common.id'), dataIndex: '_id', width: 80 },
          { title: t('common.created'), render: (_, p) => when(p.createdAt) },
          { title: t('common.amount'), align: 'right', render: (_, p) => money(p.amount, p.unit) },
          {
            title: t('common.status'),
            render: (_, p) => (
              <span data-testid={`payout-status-${p._id}`}>
                <StatusTag map={withdrawalStatus} status={p.status} />
              </span>
            ),
          },
          { title: t('payout.reference'), render: (_, p) => p.reference || '—' },
          { title: t('common.note'), dataIndex: 'note', ellipsis: true },
          { title: t('payout.decided'), render: (_, p) => (p.reviewedAt ? when(p.reviewedAt) : '—') },
        ]}
      />
    </Space>
  );
}
