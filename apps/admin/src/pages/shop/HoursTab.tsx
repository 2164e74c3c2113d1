import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminShopHours, adminShopMenu } from '@wayfare/contracts';
import { App, Button, Card, Checkbox, Form, Space, Switch, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { type MessageKey, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { menuKey } from './MenuTab';

type Window = { days: number[]; range: [Dayjs, Dayjs] };
type Draft = { paused: boolean; windows: Window[] };

const someDay = (_: unknown, days: unknown[] | undefined) =>
  days?.length ? Promise.resolve() : Promise.reject(new Error(t('form.required')));

const DAYS = [1, 2, 3, 4, 5, 6, 0];
const minutesOf = (d: Dayjs) => d.hour() * 60 + d.minute();
const timeOf = (m: number) => dayjs().startOf('day').add(m, 'minute');

/**
 * Weekly opening hours on the shop's own clock (a window closing before it opens runs past midnight) and
 * the pause switch: paused, the app shows the shop closed whatever the hours say.
 */
export function HoursTab({ mid }: { mid?: string }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const menu = useQuery({ queryKey: menuKey(mid), queryFn: () => call(adminShopMenu, { mid }) });
  const shop = menu.data?.shop;

  useEffect(() => {
    if (!shop) return;
    form.setFieldsValue({
      paused: shop.paused,
      windows: shop.openingHours.map((w) => ({
        days: w.days,
        range: [timeOf(w.open), timeOf(w.close % 1440)] as [Dayjs, Dayjs],
      })),
    });
  }, [shop, form]);

  const save = async () => {
    const d = await form.validateFields();
    try {
      await call(adminShopHours, {
        mid,
        paused: d.paused,
        openingHours: (d.windows ?? []).map((w) => {
          const open = minutesOf(w.range[0]);
          const close = minutesOf(w.range[1]);
          // 00:00 to 00:00 is the whole day.
          return { days: w.days, open, close: close === open && open === 0 ? 1440 : close };
        }),
      });
      message.success(t('common.saved'));
      await queryClient.invalidateQueries({ queryKey: menuKey(mid) });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Card loading={menu.isLoading} title={shop ? `${shop.name} · ${shop.timezone}` : undefined}>
      <Form form={form} layout="vertical">
        <Form.Item name="paused" label={t('shop.hours.paused')} valuePropName="checked">
          <Switch data-testid="shop-paused" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('shop.hours.help')}</Typography.Paragraph>
        <Form.List name="windows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  {/* A validator, not `required`: antd would put aria-required on the checkbox group, which ARIA does not allow. */}
                  <Form.Item name={[f.name, 'days']} rules={[{ validator: someDay }]}>
                    <Checkbox.Group options={DAYS.map((d) => ({ value: d, label: t(`day.${d}` as MessageKey) }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'range']} rules={[{ required: true, message: t('form.required') }]}>
                    <TimePicker.RangePicker format="HH:mm" minuteStep={5} order={false} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>{t('shop.hours.remove')}</Button>
                </Space>
              ))}
              <div>
                <Button
                  onClick={() => add({ days: [1, 2, 3, 4, 5], range: [timeOf(600), timeOf(1320)] as [Dayjs, Dayjs] })}
                >
                  {t('shop.hours.add')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
        <Button type="primary" style={{ marginTop: 16 }} onClick={save} data-testid="hours-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
