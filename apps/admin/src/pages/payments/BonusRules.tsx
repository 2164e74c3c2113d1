import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBonusRuleList, adminBonusRuleSave, type adminChannelList, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money } from '@/lib/format';
import { amountRule, toMajorText, toMinor } from '@/lib/money-input';

type Rule = ResponseOf<typeof adminBonusRuleList>['list'][number];
type Channel = ResponseOf<typeof adminChannelList>['list'][number];
/** `channelId` '' stands for every top-up channel of the currency. */
type Draft = { unit: string; channelId: string; minAmount: string; bonus: string; enabled: boolean };
const ALL = '';

/**
 * Top-up bonus rules per currency ("top up 50, get 5"): every top-up channel in that currency applies the
 * best shown rule the amount reaches. Rules are added, changed and hidden (never deleted); amounts are typed
 * in major units and read exactly by the money parser.
 */
export function BonusRulesCard({ channels }: { channels: Channel[] }) {
  const topUps = channels.filter((c) => c.direction === 'recharge');
  const units = [...new Set(topUps.map((c) => c.unit))].sort();
  const channelName = (id: string | null) => {
    const c = topUps.find((x) => x.id === id);
    return c ? `${c.countryCode} · ${c.name.en ?? c.code}` : t('bonus.every_channel');
  };
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ rule: Rule | null } | null>(null);
  const [shown, setShown] = useState<string | undefined>(undefined);
  const [form] = Form.useForm<Draft>();
  const unit = Form.useWatch('unit', form) ?? editing?.rule?.unit ?? units[0] ?? 'USD';
  const rules = useQuery({ queryKey: ['bonus-rules'], queryFn: () => call(adminBonusRuleList, {}) });

  const failed = (err: unknown) =>
    modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });

  const save = async (rule: Rule | null, d: Draft) => {
    try {
      await call(adminBonusRuleSave, {
        ...(rule ? { id: rule.id } : {}),
        unit: d.unit,
        channelId: d.channelId === ALL ? null : d.channelId,
        minAmount: toMinor(d.minAmount, d.unit),
        bonus: toMinor(d.bonus, d.unit),
        enabled: d.enabled,
      });
      message.success(t('common.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['bonus-rules'] });
    } catch (err) {
      failed(err);
    }
  };

  const open = (rule: Rule | null) => {
    setEditing({ rule });
    form.setFieldsValue(
      rule
        ? {
            unit: rule.unit,
            channelId: rule.channelId ?? ALL,
            minAmount: toMajorText(rule.minAmount, rule.unit),
            bonus: toMajorText(rule.bonus, rule.unit),
            enabled: rule.enabled,
          }
        : { unit: units[0] ?? 'USD', channelId: ALL, minAmount: '', bonus: '', enabled: true },
    );
  };

  return (
    <Card
      title={t('bonus.title')}
      extra={
        <Space>
          <Select
            allowClear
            data-testid="bonus-filter"
            aria-label={t('bonus.filter')}
            placeholder={t('bonus.all_units')}
            style={{ width: 180 }}
            value={shown}
            onChange={setShown}
            options={units.map((u) => ({ value: u, label: u }))}
          />
          <Button type="primary" data-testid="bonus-new" onClick={() => open(null)}>
            {t('bonus.new')}
          </Button>
        </Space>
      }
    >
      <Table<Rule>
        rowKey="id"
        size="small"
        loading={rules.isLoading}
        dataSource={(rules.data?.list ?? []).filter((r) => !shown || r.unit === shown)}
        pagination={{ pageSize: 12, showSizeChanger: false }}
        columns={[
          { title: t('bonus.unit'), dataIndex: 'unit' },
          { title: t('bonus.channel'), render: (_, r) => channelName(r.channelId) },
          { title: t('bonus.min'), render: (_, r) => money(r.minAmount, r.unit) },
          { title: t('bonus.bonus'), render: (_, r) => money(r.bonus, r.unit) },
          {
            title: t('common.status'),
            render: (_, r) =>
              r.enabled ? <Tag color="green">{t('bonus.shown')}</Tag> : <Tag>{t('bonus.hidden')}</Tag>,
          },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => open(r)}>
                  {t('news.edit')}
                </Button>
                <Button
                  size="small"
                  data-testid={`bonus-toggle-${r.id}`}
                  onClick={() =>
                    save(r, {
                      unit: r.unit,
                      channelId: r.channelId ?? ALL,
                      minAmount: toMajorText(r.minAmount, r.unit),
                      bonus: toMajorText(r.bonus, r.unit),
                      enabled: !r.enabled,
                    })
                  }
                >
                  {r.enabled ? t('bonus.hide') : t('bonus.show')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.rule ? t('bonus.edit') : t('bonus.new')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={async () => editing && save(editing.rule, await form.validateFields())}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form
          form={form}
          name="bonus"
          layout="vertical"
          onValuesChange={(changed: Partial<Draft>) => {
            // Another currency: the rule applies to its every channel until one of them is picked.
            if (changed.unit) form.setFieldValue('channelId', ALL);
          }}
        >
          <Form.Item name="unit" label={t('bonus.unit')} extra={t('bonus.unit_help')}>
            <Select
              disabled={Boolean(editing?.rule)}
              options={units.map((u) => ({ value: u, label: u }))}
              aria-label={t('bonus.unit')}
            />
          </Form.Item>
          <Form.Item name="channelId" label={t('bonus.channel')}>
            <Select
              disabled={Boolean(editing?.rule)}
              aria-label={t('bonus.channel')}
              options={[
                { value: ALL, label: t('bonus.every_channel') },
                ...topUps
                  .filter((c) => c.unit === unit)
                  .map((c) => ({ value: c.id, label: `${c.countryCode} · ${c.name.en ?? c.code}` })),
              ]}
            />
          </Form.Item>
          <Form.Item name="minAmount" label={t('bonus.min')} rules={[amountRule(unit)]}>
            <Input inputMode="decimal" addonAfter={unit} />
          </Form.Item>
          <Form.Item name="bonus" label={t('bonus.bonus')} rules={[amountRule(unit)]}>
            <Input inputMode="decimal" addonAfter={unit} />
          </Form.Item>
          <Form.Item name="enabled" label={t('bonus.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
