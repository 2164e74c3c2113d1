import { adminChannelCreate, type adminCountryList, type ResponseOf } from '@wayfare/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { LocaleTabs, pickLocales } from '@/components/LocaleFields';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { toMinor } from '@/lib/money-input';
import { ChannelFields } from './ChannelFields';

type Country = ResponseOf<typeof adminCountryList>['list'][number];
type Draft = {
  code: string;
  direction: 'recharge' | 'withdraw';
  countryCode: string;
  provider: 'offline' | 'bank' | 'ewallet';
  minAmount: string;
  maxAmount: string;
  feeBp: number;
  enabled: boolean;
} & Record<string, unknown>;

const PROVIDERS = { recharge: ['offline'], withdraw: ['bank', 'ewallet'] } as const;

/**
 * Opens a new top-up or withdrawal channel in a country: its code, provider, name in five locales, and its
 * bounds and fee in the country's own currency.
 */
export function NewChannelModal({
  open,
  countries,
  onClose,
}: {
  open: boolean;
  countries: Country[];
  onClose: (saved: boolean) => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const direction = Form.useWatch('direction', form) ?? 'recharge';
  const countryCode = Form.useWatch('countryCode', form);
  const unit = countries.find((c) => c.countryCode === countryCode)?.unit ?? 'USD';

  const submit = async () => {
    const d = await form.validateFields();
    try {
      await call(adminChannelCreate, {
        code: d.code.trim(),
        direction: d.direction,
        countryCode: d.countryCode,
        provider: d.provider,
        name: pickLocales(d, 'name'),
        minAmount: toMinor(d.minAmount, unit),
        maxAmount: toMinor(d.maxAmount, unit),
        feeBp: d.feeBp,
        enabled: d.enabled,
      });
      message.success(t('common.saved'));
      form.resetFields();
      onClose(true);
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Modal
      open={open}
      title={t('channels.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={() => onClose(false)}
      width={640}
      forceRender
    >
      <Form
        form={form}
        name="channel"
        layout="vertical"
        initialValues={{ direction: 'recharge', provider: 'offline', feeBp: 0, enabled: true, countryCode: 'US' }}
        onValuesChange={(changed: Partial<Draft>) => {
          if (changed.direction) form.setFieldValue('provider', PROVIDERS[changed.direction][0]);
        }}
      >
        <Form.Item name="direction" label={t('payments.direction')}>
          <Select
            aria-label={t('payments.direction')}
            options={(['recharge', 'withdraw'] as const).map((d) => ({
              value: d,
              label: t(`payments.direction.${d}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="countryCode" label={t('merchants.country')}>
          <Select
            aria-label={t('merchants.country')}
            showSearch
            options={countries.map((c) => ({ value: c.countryCode, label: `${c.flag} ${c.countryCode} · ${c.unit}` }))}
          />
        </Form.Item>
        <Form.Item name="provider" label={t('channels.provider')}>
          <Select
            aria-label={t('channels.provider')}
            options={PROVIDERS[direction].map((p) => ({ value: p, label: t(`channels.provider.${p}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('channels.code')}
          extra={t('channels.code_help')}
          rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{1,39}$/, message: t('channels.code_help') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <LocaleTabs fields={[{ name: 'name', label: t('channels.name'), required: true, maxLength: 60 }]} />
        <ChannelFields unit={unit} />
      </Form>
    </Modal>
  );
}
