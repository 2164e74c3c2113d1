import { adminMerchantSave, type ResponseOf } from '@wayfare/contracts';
import { App, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Tabs } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect } from 'react';
import { ImageField } from '@/components/ImageField';
import { LOCALES, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { amountRule, toMajorText, toMinor } from '@/lib/money-input';

export type Merchant = ResponseOf<typeof adminMerchantSave>;
type Locale = (typeof LOCALES)[number];
type Draft = Omit<Merchant, 'mid' | 'description' | 'deliveryFee' | 'minOrder' | 'openingHours'> & {
  deliveryFee: string;
  minOrder: string;
} & Record<`description.${Locale}`, string>;

/** A new merchant opens 10:00 to 22:00 every day until its hours tab says otherwise. */
const DEFAULT_HOURS = [{ days: [0, 1, 2, 3, 4, 5, 6], open: 600, close: 1320 }];

/**
 * Adds or edits a merchant: name, description in five locales, images, place, currency (set once), delivery
 * radius and fees typed in that currency. Opening hours are edited on the merchant's hours tab.
 */
export function MerchantForm({
  merchant,
  open,
  onClose,
}: {
  merchant: Merchant | null;
  open: boolean;
  onClose: (saved: boolean) => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const unit = (Form.useWatch('unit', form) as string | undefined) || merchant?.unit || 'THB';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!merchant) {
      form.setFieldsValue({ mType: 1, unit: 'THB', timezone: 'Asia/Bangkok', countryCode: 'TH', paused: false });
      return;
    }
    const d: Record<string, unknown> = {
      ...merchant,
      deliveryFee: toMajorText(merchant.deliveryFee, merchant.unit),
      minOrder: toMajorText(merchant.minOrder, merchant.unit),
    };
    for (const l of LOCALES) d[`description.${l}`] = merchant.description[l] ?? '';
    form.setFieldsValue(d as Draft);
  }, [open, merchant, form]);

  const save = async () => {
    const d = await form.validateFields();
    try {
      await call(adminMerchantSave, {
        mid: merchant?.mid,
        mType: d.mType as 1 | 2,
        name: d.name,
        description: Object.fromEntries(LOCALES.map((l) => [l, d[`description.${l}`] ?? ''])) as Record<Locale, string>,
        category: d.category,
        city: d.city,
        countryCode: d.countryCode,
        address: d.address,
        phone: d.phone ?? '',
        latitude: d.latitude,
        longitude: d.longitude,
        logo: d.logo,
        cover: d.cover,
        unit: d.unit,
        timezone: d.timezone,
        openingHours: merchant?.openingHours ?? DEFAULT_HOURS,
        deliveryRadiusM: d.deliveryRadiusM ?? 0,
        deliveryFee: toMinor(d.deliveryFee, d.unit),
        minOrder: toMinor(d.minOrder, d.unit),
        paused: d.paused ?? false,
      });
      message.success(t('common.saved'));
      onClose(true);
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };
  const required: Rule[] = [{ required: true, message: t('form.required') }];
  const field = (name: keyof Draft, label: string, span: number, input: ReactNode, rules = required) => (
    <Col span={span}>
      <Form.Item name={name} label={label} rules={rules}>
        {input}
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      width={900}
      title={merchant ? t('merchants.edit') : t('merchants.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Row gutter={16}>
          {field('name', t('merchants.name'), 12, <Input maxLength={120} />)}
          {field(
            'mType',
            t('merchants.type'),
            6,
            <Select
              disabled={!!merchant}
              options={[
                { value: 1, label: t('merchants.type.1') },
                { value: 2, label: t('merchants.type.2') },
              ]}
            />,
          )}
          {field('category', t('merchants.category'), 6, <Input placeholder="noodles" />)}
        </Row>
        <Tabs
          items={LOCALES.map((l) => ({
            key: l,
            label: t(`locale.${l}`),
            forceRender: true,
            children: (
              <Form.Item name={`description.${l}`} label={t('shop.menu.description')}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            ),
          }))}
        />
        <Row gutter={16}>
          {field('logo', t('merchants.logo'), 24, <ImageField testId="merchant-logo" />)}
          {field('cover', t('merchants.cover'), 24, <ImageField testId="merchant-cover" />)}
          {field('city', t('merchants.city'), 8, <Input />)}
          {field('countryCode', t('merchants.country'), 4, <Input maxLength={2} />)}
          {field('address', t('merchants.address'), 12, <Input />)}
          {field('latitude', t('merchants.latitude'), 6, <InputNumber min={-90} max={90} style={{ width: '100%' }} />)}
          {field(
            'longitude',
            t('merchants.longitude'),
            6,
            <InputNumber min={-180} max={180} style={{ width: '100%' }} />,
          )}
          {field('phone', t('merchants.phone'), 6, <Input />, [])}
          {field('timezone', t('merchants.timezone'), 6, <Input placeholder="Asia/Bangkok" />)}
          {field('unit', t('merchants.currency'), 6, <Input maxLength={3} disabled={!!merchant} />)}
          {field(
            'deliveryRadiusM',
            t('merchants.radius'),
            6,
            <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />,
            [],
          )}
          {field(
            'deliveryFee',
            t('merchants.delivery_fee', { unit }),
            6,
            <Input inputMode="decimal" addonAfter={unit} />,
            [amountRule(unit)],
          )}
          {field('minOrder', t('merchants.min_order', { unit }), 6, <Input inputMode="decimal" addonAfter={unit} />, [
            amountRule(unit),
          ])}
        </Row>
        <Form.Item name="paused" label={t('shop.hours.paused')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
