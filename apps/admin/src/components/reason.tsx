import { Form, Input, Modal } from 'antd';
import { t } from '@/i18n';

/**
 * Asks the operator for a reason (or a transfer reference) before a decision; resolves null when cancelled.
 * `required`: a rejection or a failure must say why (the user sees it).
 */
export function askText(opts: { title: string; label: string; required: boolean }): Promise<string | null> {
  return new Promise((resolve) => {
    let value = '';
    const modal = Modal.confirm({
      title: opts.title,
      icon: null,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      content: (
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item label={opts.label} required={opts.required}>
            <Input.TextArea
              data-testid="reason-input"
              rows={3}
              maxLength={500}
              onChange={(e) => {
                value = e.target.value;
                modal.update({ okButtonProps: { disabled: opts.required && !value.trim() } });
              }}
            />
          </Form.Item>
        </Form>
      ),
      okButtonProps: { disabled: opts.required },
      onOk: () => resolve(value.trim()),
      onCancel: () => resolve(null),
    });
  });
}
