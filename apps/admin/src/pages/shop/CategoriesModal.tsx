import { adminCategorySave, adminCategorySort, type adminShopMenu, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Form, Modal, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { filledLocales, LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';

type Category = ResponseOf<typeof adminShopMenu>['categories'][number];

/**
 * The shop's menu categories: added and renamed in five locales, moved up and down, hidden (a hidden
 * category takes its dishes off the app's menu; nothing is deleted).
 */
export function CategoriesModal({
  open,
  mid,
  categories,
  onClose,
  onChanged,
}: {
  open: boolean;
  mid?: string;
  categories: Category[];
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<{ category: Category | null } | null>(null);
  const [form] = Form.useForm<Record<string, string>>();

  const run = async (f: () => Promise<unknown>) => {
    try {
      await f();
      message.success(t('common.saved'));
      await onChanged();
      return true;
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
      return false;
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return run(() => call(adminCategorySort, { mid, ids }));
  };

  const save = async () => {
    if (!editing) return;
    const d = await form.validateFields();
    const done = await run(() =>
      call(adminCategorySave, {
        mid,
        ...(editing.category ? { id: editing.category.id, hidden: editing.category.hidden } : {}),
        name: pickLocales(d, 'name'),
      }),
    );
    if (done) setEditing(null);
  };

  return (
    <Modal open={open} width={760} title={t('categories.title')} footer={null} onCancel={onClose}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          data-testid="category-new"
          onClick={() => {
            form.resetFields();
            setEditing({ category: null });
          }}
        >
          {t('categories.new')}
        </Button>
        <Table<Category>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={categories}
          columns={[
            { title: t('shop.menu.name'), render: (_, c) => c.name.en, key: 'name' },
            { title: t('news.locales'), render: (_, c) => filledLocales(c.name) },
            {
              title: t('shop.menu.hidden'),
              render: (_, c) => (
                <Switch
                  checked={c.hidden}
                  data-testid={`category-hidden-${c.id}`}
                  aria-label={t('shop.menu.hidden_of', { name: c.name.en ?? c.id })}
                  onChange={(hidden) =>
                    run(() =>
                      call(adminCategorySave, {
                        mid,
                        id: c.id,
                        name: pickLocales(localeValues('name', c.name), 'name'),
                        hidden,
                      }),
                    )
                  }
                />
              ),
            },
            {
              title: t('common.actions'),
              render: (_, c, i) => (
                <Space>
                  <Button size="small" disabled={i === 0} aria-label={t('categories.up')} onClick={() => move(i, -1)}>
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={i === categories.length - 1}
                    aria-label={t('categories.down')}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    onClick={() => {
                      form.resetFields();
                      form.setFieldsValue(localeValues('name', c.name));
                      setEditing({ category: c });
                    }}
                  >
                    {t('categories.rename')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <Modal
        open={editing !== null}
        title={editing?.category ? t('categories.rename') : t('categories.new')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} name="category" layout="vertical">
          <LocaleTabs fields={[{ name: 'name', label: t('shop.menu.name'), required: true, maxLength: 60 }]} />
        </Form>
      </Modal>
    </Modal>
  );
}
