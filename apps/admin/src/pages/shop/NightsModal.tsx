import { adminHotelNightsAdd } from '@wayfare/contracts';
import { App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { amountRule, toMinor } from '@/lib/money-input';

type Draft = { range: [Dayjs, Dayjs]; rooms: number; price: string; weekendPrice?: string };

/**
 * Opens more nights of a hotel room type in bulk: every night of the range without availability gets the
 * rooms and prices given (Friday and Saturday nights at the weekend price); nights that exist stay as they are.
 */
export function NightsModal({
  room,
  unit,
  onClose,
}: {
  room: { pid: string; name: string } | null;
  unit: string;
  onClose: () => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const save = async () => {
    if (!room) return;
    const d = await form.validateFields();
    try {
      const res = await call(adminHotelNightsAdd, {
        pid: room.pid,
        from: d.range[0].format('YYYY-MM-DD'),
        to: d.range[1].format('YYYY-MM-DD'),
        rooms: d.rooms,
        price: toMinor(d.price, unit),
        weekendPrice: d.weekendPrice?.trim() ? toMinor(d.weekendPrice, unit) : undefined,
      });
      message.success(t('nights.added', { added: res.added, kept: res.kept, last: res.lastNight ?? '—' }));
      onClose();
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };
  return (
    <Modal
      open={room !== null}
      title={t('nights.title', { name: room?.name ?? '' })}
      okText={t('nights.add')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ rooms: 5 }}>
        <Form.Item name="range" label={t('nights.range')} rules={[{ required: true, message: t('form.required') }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="rooms" label={t('nights.rooms')} rules={[{ required: true, message: t('form.required') }]}>
          <InputNumber min={1} max={10_000} precision={0} />
        </Form.Item>
        <Form.Item name="price" label={t('shop.menu.price_in', { unit })} rules={[amountRule(unit)]}>
          <Input inputMode="decimal" addonAfter={unit} />
        </Form.Item>
        <Form.Item name="weekendPrice" label={t('nights.weekend_price', { unit })} rules={[amountRule(unit, true)]}>
          <Input inputMode="decimal" addonAfter={unit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
