import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCountryList, adminCountrySave, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Form, Input, Modal, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';

type Country = ResponseOf<typeof adminCountryList>['list'][number];
type Draft = { callingCode: string; unit: string; symbol: string; enabled: boolean } & Record<string, unknown>;

/**
 * Countries: names in five locales, calling code, default currency and its symbol, offered or not. The
 * currency's minor-unit digits come from ISO 4217 and are shown only; the currency itself is locked once
 * money exists in it for the country (the server refuses too).
 */
export function CountriesCard({ countries }: { countries: ReturnType<typeof useCountries> }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Country | null>(null);
  const [form] = Form.useForm<Draft>();

  const save = async () => {
    if (!editing) return;
    const d = await form.validateFields();
    try {
      await call(adminCountrySave, {
        countryCode: editing.countryCode,
        name: pickLocales(d, 'name'),
        callingCode: d.callingCode.trim(),
        unit: d.unit.trim().toUpperCase(),
        symbol: d.symbol.trim(),
        enabled: d.enabled,
      });
      message.success(t('common.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['countries'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Card title={t('countries.title')}>
      <Table<Country>
        rowKey="countryCode"
        size="small"
        loading={countries.isLoading}
        dataSource={countries.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('merchants.country'), render: (_, c) => `${c.flag} ${c.countryCode}` },
          { title: t('countries.name'), render: (_, c) => c.name.en },
          { title: t('countries.calling_code'), render: (_, c) => `+${c.callingCode}` },
          { title: t('bonus.unit'), render: (_, c) => `${c.unit} (${c.symbol})` },
          { title: t('countries.digits'), dataIndex: 'digits' },
          {
            title: t('common.status'),
            render: (_, c) => (
              <Space>
                {c.enabled ? <Tag color="green">{t('countries.enabled')}</Tag> : <Tag>{t('countries.disabled')}</Tag>}
                {c.moneyInUnit && <Tag>{t('countries.money_in_unit')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('common.actions'),
            render: (_, c) => (
              <Button
                size="small"
                data-testid={`country-edit-${c.countryCode}`}
                onClick={() => {
                  setEditing(c);
                  form.setFieldsValue({
                    ...localeValues('name', c.name),
                    callingCode: c.callingCode,
                    unit: c.unit,
                    symbol: c.symbol,
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
      <Modal
        open={editing !== null}
        title={editing ? `${editing.flag} ${editing.countryCode}` : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        width={640}
        forceRender
      >
        <Form form={form} name="country" layout="vertical">
          <LocaleTabs fields={[{ name: 'name', label: t('countries.name'), required: true, maxLength: 60 }]} />
          <Form.Item
            name="callingCode"
            label={t('countries.calling_code')}
            rules={[{ required: true, pattern: /^[1-9]\d{0,3}$/, message: t('countries.calling_code_help') }]}
          >
            <Input addonBefore="+" maxLength={4} />
          </Form.Item>
          <Form.Item
            name="unit"
            label={t('bonus.unit')}
            extra={editing?.moneyInUnit ? t('countries.unit_locked', { unit: editing.unit }) : t('countries.unit_help')}
            rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t('countries.unit_help') }]}
          >
            <Input maxLength={3} disabled={editing?.moneyInUnit} />
          </Form.Item>
          <Form.Item name="symbol" label={t('countries.symbol')} rules={[{ required: true, max: 8 }]}>
            <Input maxLength={8} />
          </Form.Item>
          <Form.Item name="enabled" label={t('countries.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** The countries list, shared by the countries card and the new-channel form. */
export const useCountries = () => useQuery({ queryKey: ['countries'], queryFn: () => call(adminCountryList, {}) });
