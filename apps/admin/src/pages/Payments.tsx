import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminChannelList, adminChannelSave, adminRateList, adminRateSave, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money } from '@/lib/format';
import { toMajorText, toMinor } from '@/lib/money-input';
import { BonusRulesCard } from './payments/BonusRules';
import { ChannelFields } from './payments/ChannelFields';
import { CountriesCard, useCountries } from './payments/Countries';
import { NewChannelModal } from './payments/NewChannel';

type Channel = ResponseOf<typeof adminChannelList>['list'][number];
type Rate = ResponseOf<typeof adminRateList>['list'][number];
type ChannelDraft = { minAmount: string; maxAmount: string; feeBp: number; enabled: boolean };

/** A rate typed as a decimal (35.5) to its integer millionths (35500000), exactly, through the text. */
const RATE = /^(\d{1,9})(?:\.(\d{1,6}))?$/;
const toMicros = (text: string) => {
  const m = RATE.exec(text.trim())!;
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
};
const microsText = (micros: number) =>
  `${Math.floor(micros / 1_000_000)}.${String(micros % 1_000_000).padStart(6, '0')}`.replace(/\.?0+$/, '');

/**
 * Money settings (finance and admin): top-up and withdrawal channels opened and edited (bounds in their own
 * currency, fee, open state), top-up bonus rules per currency, countries (names, calling code, currency),
 * and each country's indicative exchange rate (shown as "≈" only; money never moves at it).
 */
export function PaymentsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<Channel | null>(null);
  const [rate, setRate] = useState<Rate | null>(null);
  const [creating, setCreating] = useState(false);
  const countries = useCountries();
  const [channelForm] = Form.useForm<ChannelDraft>();
  const [rateForm] = Form.useForm<{ rate: string }>();
  const channels = useQuery({ queryKey: ['channels'], queryFn: () => call(adminChannelList, {}) });
  const rates = useQuery({ queryKey: ['rates'], queryFn: () => call(adminRateList, {}) });

  const failed = (err: unknown) =>
    modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });

  const saveChannel = async () => {
    if (!channel) return;
    const d = await channelForm.validateFields();
    try {
      await call(adminChannelSave, {
        id: channel.id,
        minAmount: toMinor(d.minAmount, channel.unit),
        maxAmount: toMinor(d.maxAmount, channel.unit),
        feeBp: d.feeBp,
        enabled: d.enabled,
      });
      message.success(t('common.saved'));
      setChannel(null);
      await queryClient.invalidateQueries({ queryKey: ['channels'] });
    } catch (err) {
      failed(err);
    }
  };
  const saveRate = async () => {
    if (!rate) return;
    const d = await rateForm.validateFields();
    try {
      await call(adminRateSave, { countryCode: rate.countryCode, rateMicros: toMicros(d.rate) });
      message.success(t('common.saved'));
      setRate(null);
      await queryClient.invalidateQueries({ queryKey: ['rates'] });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('payments.channels')}
        extra={
          <Button type="primary" data-testid="channel-new" onClick={() => setCreating(true)}>
            {t('channels.new')}
          </Button>
        }
      >
        <Table<Channel>
          rowKey="id"
          size="small"
          loading={channels.isLoading}
          dataSource={channels.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('payments.direction'), render: (_, c) => t(`payments.direction.${c.direction}`) },
            { title: t('merchants.country'), dataIndex: 'countryCode' },
            { title: t('payments.channel'), render: (_, c) => c.name.en ?? c.code },
            { title: t('payments.min'), render: (_, c) => money(c.minAmount, c.unit) },
            { title: t('payments.max'), render: (_, c) => money(c.maxAmount, c.unit) },
            { title: t('payments.fee'), render: (_, c) => `${c.feeBp / 100}%` },
            {
              title: t('common.status'),
              render: (_, c) =>
                c.enabled ? <Tag color="green">{t('payments.open')}</Tag> : <Tag>{t('payments.closed')}</Tag>,
            },
            {
              title: t('common.actions'),
              render: (_, c) => (
                <Button
                  size="small"
                  onClick={() => {
                    setChannel(c);
                    channelForm.setFieldsValue({
                      minAmount: toMajorText(c.minAmount, c.unit),
                      maxAmount: toMajorText(c.maxAmount, c.unit),
                      feeBp: c.feeBp,
                      enabled: c.enabled,
                    });
                  }}
                >
                  {t('news.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <BonusRulesCard channels={channels.data?.list ?? []} />
      <CountriesCard countries={countries} />
      <Card title={t('payments.rates')}>
        <Table<Rate>
          rowKey="countryCode"
          size="small"
          loading={rates.isLoading}
          dataSource={rates.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('merchants.country'), dataIndex: 'countryCode' },
            { title: t('merchants.currency'), dataIndex: 'unit' },
            { title: t('payments.rate'), render: (_, r) => microsText(r.rateMicros) },
            {
              title: t('common.actions'),
              render: (_, r) => (
                <Button
                  size="small"
                  onClick={() => {
                    setRate(r);
                    rateForm.setFieldsValue({ rate: microsText(r.rateMicros) });
                  }}
                >
                  {t('news.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={channel !== null}
        title={channel ? `${channel.name.en ?? channel.code} · ${channel.countryCode} · ${channel.unit}` : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={saveChannel}
        onCancel={() => setChannel(null)}
        forceRender
      >
        <Form form={channelForm} layout="vertical">
          <ChannelFields unit={channel?.unit ?? 'USD'} />
        </Form>
      </Modal>
      <NewChannelModal
        open={creating}
        countries={countries.data?.list ?? []}
        onClose={(saved) => {
          setCreating(false);
          if (saved) void queryClient.invalidateQueries({ queryKey: ['channels'] });
        }}
      />
      <Modal
        open={rate !== null}
        title={rate ? `${rate.countryCode} · ${rate.unit}` : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={saveRate}
        onCancel={() => setRate(null)}
        forceRender
      >
        <Form form={rateForm} layout="vertical">
          <Form.Item
            name="rate"
            label={t('payments.rate_help', { unit: rate?.unit ?? '' })}
            rules={[{ required: true, pattern: RATE, message: t('money.invalid') }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
