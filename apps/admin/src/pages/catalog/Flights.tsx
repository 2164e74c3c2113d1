import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFareSave, adminFlightList, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money } from '@/lib/format';
import { amountRule, toMajorText, toMinor } from '@/lib/money-input';
import { zonedWhen } from '@/lib/zoned-time';

type Flight = ResponseOf<typeof adminFlightList>['list'][number];
type Fare = Flight['fares'][number];
type Row = Fare & { flight: Flight };
type Query = { from: string; to: string; date: string };
const CABINS = ['economy', 'business', 'first'] as const;
const cabinText = (c: string) =>
  (CABINS as readonly string[]).includes(c) ? t(`flights.cabin.${c as (typeof CABINS)[number]}`) : c;

/**
 * Flights and seats (admin, content): a route's flights on a local date at the origin, one row per cabin fare;
 * a fare's price (in its own currency) and seats left are changed here, each change audited.
 */
export function FlightsCard() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState('BKK');
  const [to, setTo] = useState('CNX');
  const [date, setDate] = useState<Dayjs>(dayjs().add(1, 'day'));
  const [query, setQuery] = useState<Query | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [form] = Form.useForm<{ price: string; seatsLeft: number }>();
  const list = useQuery({
    queryKey: ['flights', query],
    queryFn: () => call(adminFlightList, query!),
    enabled: query !== null,
  });
  const rows: Row[] = (list.data?.list ?? []).flatMap((f) => f.fares.map((fare) => ({ ...fare, flight: f })));

  const open = (r: Row) => {
    setEditing(r);
    form.setFieldsValue({ price: toMajorText(r.price, r.currency), seatsLeft: r.seatsLeft });
  };
  const save = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    try {
      await call(adminFareSave, { id: editing.id, price: toMinor(v.price, editing.currency), seatsLeft: v.seatsLeft });
      message.success(t('common.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['flights'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Card title={t('flights.title')}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input
          aria-label={t('flights.from')}
          addonBefore={t('flights.from')}
          value={from}
          maxLength={3}
          style={{ width: 160 }}
          onChange={(e) => setFrom(e.target.value.toUpperCase())}
        />
        <Input
          aria-label={t('flights.to')}
          addonBefore={t('flights.to')}
          value={to}
          maxLength={3}
          style={{ width: 160 }}
          onChange={(e) => setTo(e.target.value.toUpperCase())}
        />
        <DatePicker
          value={date}
          allowClear={false}
          onChange={(d) => d && setDate(d)}
          aria-label={t('flights.local_date', { airport: from })}
        />
        <span style={{ color: 'rgba(0,0,0,0.65)' }}>{t('flights.local_date', { airport: from })}</span>
        <Button
          type="primary"
          data-testid="flights-search"
          onClick={() => setQuery({ from, to, date: date.format('YYYY-MM-DD') })}
        >
          {t('flights.search')}
        </Button>
      </Space>
      {list.error && <Tag color="red">{list.error instanceof ApiError ? list.error.message : String(list.error)}</Tag>}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('flights.flight'), render: (_, r) => `${r.flight.flightNo} · ${r.flight.airline}` },
          // Local times at each airport, labelled with its zone (never the browser's zone).
          {
            title: t('flights.departs'),
            render: (_, r) => (
              <span data-testid={`flight-departs-${r.flight.id}`} title={r.flight.fromTimezone}>
                {zonedWhen(r.flight.departAt, r.flight.fromTimezone)} · {r.flight.fromAirport}
              </span>
            ),
          },
          {
            title: t('flights.arrives'),
            render: (_, r) => (
              <span data-testid={`flight-arrives-${r.flight.id}`} title={r.flight.toTimezone}>
                {zonedWhen(r.flight.arriveAt, r.flight.toTimezone)} · {r.flight.toAirport}
              </span>
            ),
          },
          {
            title: t('flights.cabin'),
            render: (_, r) => (
              <Space>
                {cabinText(r.cabin)}
                {r.promo && <Tag color="orange">{t('flights.promo')}</Tag>}
              </Space>
            ),
          },
          { title: t('flights.fare'), render: (_, r) => money(r.price, r.currency) },
          { title: t('flights.seats_left'), dataIndex: 'seatsLeft' },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Button size="small" data-testid={`fare-edit-${r.id}`} onClick={() => open(r)}>
                {t('news.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={
          editing
            ? `${editing.flight.flightNo} · ${cabinText(editing.cabin)} · ${zonedWhen(editing.flight.departAt, editing.flight.fromTimezone)} ${editing.flight.fromAirport}`
            : ''
        }
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="price"
            label={t('shop.menu.price_in', { unit: editing?.currency ?? '' })}
            rules={[amountRule(editing?.currency ?? 'USD')]}
          >
            <Input inputMode="decimal" addonAfter={editing?.currency} />
          </Form.Item>
          <Form.Item
            name="seatsLeft"
            label={t('flights.seats_left')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <InputNumber min={0} max={1000} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
