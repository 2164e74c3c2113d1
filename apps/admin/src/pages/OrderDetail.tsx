import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOrderAdvance, adminOrderDetail, adminOrderRefund } from '@wayfare/contracts';
import { App, Button, Card, Col, Descriptions, Row, Space, Table, Timeline } from 'antd';
import { Link, useParams } from 'react-router';
import { askText } from '@/components/reason';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { allowed } from '@/lib/roles';
import { getSession } from '@/lib/session';
import { orderStatus, orderType } from '@/lib/status';

/** One order: amounts, lines and the timeline of its statuses; support advances a paid takeout order. */
export function OrderDetailPage() {
  const { oid = '' } = useParams();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const role = getSession()!.operator.role;
  const q = useQuery({ queryKey: ['order', oid], queryFn: () => call(adminOrderDetail, { oid }) });
  const o = q.data;

  const advance = async () => {
    const note = await askText({ title: t('orders.ask.advance'), label: t('common.reason'), required: false });
    if (note === null) return;
    try {
      await call(adminOrderAdvance, { oid, note });
      message.success(t('common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['order', oid] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const refund = async () => {
    const note = await askText({ title: t('orders.ask.refund'), label: t('common.reason'), required: true });
    if (note === null) return;
    try {
      await call(adminOrderRefund, { oid, note });
      message.success(t('orders.refunded'));
      await queryClient.invalidateQueries({ queryKey: ['order', oid] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  if (!o) return <Card loading={q.isLoading}>{q.error && <span>{q.error.message}</span>}</Card>;
  const canRefund = allowed(role, adminOrderRefund) && o.payStatus === 1 && o.status >= 1 && o.status < 5;
  const canAdvance = allowed(role, adminOrderAdvance) && o.pType === 1 && o.status >= 1 && o.status < 5;
  return (
    <Row gutter={16}>
      <Col span={16}>
        <Card
          title={`${t('orders.order')} #${o.oid}`}
          extra={
            <Space>
              {canAdvance && (
                <Button type="primary" onClick={advance}>
                  {t('orders.advance')}
                </Button>
              )}
              {canRefund && (
                <Button danger onClick={refund} data-testid="order-refund">
                  {t('orders.refund')}
                </Button>
              )}
            </Space>
          }
        >
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('orders.type')}>{t(orderType[o.pType] ?? 'order.type.1')}</Descriptions.Item>
            <Descriptions.Item label={t('common.status')}>
              <StatusTag map={orderStatus} status={o.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.merchant')}>{o.merchantName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('common.user')}>
              {role === 'merchant' ? o.uid : <Link to={`/users/${o.uid}`}>{o.account ?? o.uid}</Link>}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.items_total')}>{money(o.itemsTotal, o.unit)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.delivery_fee')}>{money(o.deliveryFee, o.unit)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.discount')}>{money(o.discount, o.unit)}</Descriptions.Item>
            <Descriptions.Item label={t('common.amount')}>{money(o.amount, o.unit)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.refund_amount')}>{money(o.refundAmount, o.unit)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.paid_at')}>{when(o.paidAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.remark')} span={2}>
              {o.remark || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            rowKey={(r) => `${r.name}-${r.quantity}-${r.subtotal}`}
            size="small"
            pagination={false}
            dataSource={o.items}
            columns={[
              { title: t('orders.item'), dataIndex: 'name' },
              { title: t('orders.quantity'), dataIndex: 'quantity', align: 'right' },
              { title: t('common.amount'), align: 'right', render: (_, r) => money(r.subtotal, o.unit) },
            ]}
          />
        </Card>
      </Col>
      <Col span={8}>
        <Card title={t('orders.timeline')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Timeline
              items={[
                { content: `${t('orders.created')} · ${when(o.createdAt)}` },
                ...o.timeline.map((s) => ({
                  content: `${t(orderStatus[s.status]?.key ?? 'order.status.0')} · ${when(s.at)}`,
                })),
              ]}
            />
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
