import { Form, Input, InputNumber, Switch } from 'antd';
import { t } from '@/i18n';
import { amountRule } from '@/lib/money-input';

/** A channel's bounds (typed in `unit`, read by the money parser), fee in basis points and open switch. */
export function ChannelFields({ unit }: { unit: string }) {
  return (
    <>
      <Form.Item name="minAmount" label={t('payments.min')} rules={[amountRule(unit)]}>
        <Input inputMode="decimal" addonAfter={unit} />
      </Form.Item>
      <Form.Item name="maxAmount" label={t('payments.max')} rules={[amountRule(unit)]}>
        <Input inputMode="decimal" addonAfter={unit} />
      </Form.Item>
      <Form.Item name="feeBp" label={t('payments.fee_bp')}>
        <InputNumber min={0} max={5000} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('payments.open')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
