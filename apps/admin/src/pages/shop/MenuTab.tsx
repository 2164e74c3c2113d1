import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminHotelNightsAdd,
  adminProductSave,
  adminProductState,
  adminShopMenu,
  MerchantType,
  type ResponseOf,
} from '@wayfare/contracts';
import { App, Button, Form, Image, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ImageField } from '@/components/ImageField';
import { filledLocales, LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { type LOCALES, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { money } from '@/lib/format';
import { amountRule, toMajorText, toMinor } from '@/lib/money-input';
import { allowed } from '@/lib/roles';
import { getSession } from '@/lib/session';
import { CategoriesModal } from './CategoriesModal';
import { NightsModal } from './NightsModal';
import { SpecsModal } from './SpecsModal';

type Menu = ResponseOf<typeof adminShopMenu>;
type Product = Menu['products'][number];
type Locale = (typeof LOCALES)[number];
type Draft = {
  pid?: string;
  categoryId: string | null;
  image: string;
  price: string;
  unlimited: boolean;
  stock: number | null;
} & Record<`${'name' | 'description'}.${Locale}`, string>;

const localesOf = (d: Draft, field: 'name' | 'description') => pickLocales(d, field);

const toDraft = (p: Product): Draft => {
  const d = {
    pid: p.pid,
    categoryId: p.categoryId,
    image: p.image,
    price: toMajorText(p.price, p.unit),
    unlimited: p.stock === null,
    stock: p.stock,
  };
  return { ...d, ...localeValues('name', p.name), ...localeValues('description', p.description) } as Draft;
};

export const menuKey = (mid: string | undefined) => ['shop-menu', mid ?? 'own'] as const;

/**
 * The shop's menu and stock: every dish with its names in five locales, price in the shop's currency, sold
 * out and hidden switches that take effect in the app at once, and a form to add or edit a dish.
 */
export function MenuTab({ mid }: { mid?: string }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [nightsOf, setNightsOf] = useState<{ pid: string; name: string } | null>(null);
  const [specsOf, setSpecsOf] = useState<Product | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const role = getSession()?.operator.role;
  const [form] = Form.useForm<Draft>();
  const menu = useQuery({ queryKey: menuKey(mid), queryFn: () => call(adminShopMenu, { mid }) });
  const unit = menu.data?.shop.unit ?? 'USD';
  const canAddNights =
    menu.data?.shop.mType === MerchantType.Hotel && role !== undefined && allowed(role, adminHotelNightsAdd);

  const failed = (err: unknown) =>
    modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuKey(mid) });

  const setState = async (p: Product, change: { soldOut?: boolean; hidden?: boolean }) => {
    try {
      await call(adminProductState, { pid: p.pid, ...change });
      message.success(t('common.saved'));
    } catch (err) {
      failed(err);
    }
    await refresh();
  };

  const open = (d: Draft) => {
    setEditing(d);
    form.resetFields();
    form.setFieldsValue(d);
  };
  const save = async () => {
    const d = { ...editing, ...(await form.validateFields()) } as Draft;
    try {
      await call(adminProductSave, {
        mid,
        pid: d.pid,
        categoryId: d.categoryId ?? null,
        name: localesOf(d, 'name'),
        description: localesOf(d, 'description'),
        image: d.image,
        price: toMinor(d.price, unit),
        stock: d.unlimited ? null : (d.stock ?? 0),
      });
      message.success(t('common.saved'));
      setEditing(null);
      await refresh();
    } catch (err) {
      failed(err);
    }
  };
  const categoryName = (id: string | null) => {
    const c = menu.data?.categories.find((x) => x.id === id);
    if (!c) return t('shop.menu.no_category');
    return c.hidden ? `${c.name.en} (${t('shop.menu.hidden')})` : c.name.en;
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          data-testid="product-new"
          disabled={!menu.data}
          onClick={() =>
            open({
              categoryId: menu.data?.categories[0]?.id ?? null,
              image: menu.data?.products[0]?.image ?? '',
              unlimited: true,
            } as Draft)
          }
        >
          {t('shop.menu.new')}
        </Button>
        {menu.data?.shop.mType === MerchantType.Food && (
          <Button data-testid="categories-open" onClick={() => setCategoriesOpen(true)}>
            {t('categories.title')}
          </Button>
        )}
        {menu.data && (
          <Tag>
            {menu.data.shop.name} · {unit}
          </Tag>
        )}
      </Space>
      <Table<Product>
        rowKey="pid"
        loading={menu.isLoading}
        dataSource={menu.data?.products ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          {
            title: t('shop.menu.image'),
            render: (_, p) => (
              <Image src={p.image} alt={t('shop.menu.image')} width={56} height={40} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: t('shop.menu.name'), render: (_, p) => p.name.en, key: 'name' },
          {
            title: t('news.locales'),
            render: (_, p) => filledLocales(p.name),
          },
          { title: t('shop.menu.category'), render: (_, p) => categoryName(p.categoryId) },
          { title: t('shop.menu.price'), render: (_, p) => money(p.price, p.unit) },
          {
            title: t('shop.menu.stock'),
            render: (_, p) => (p.stock === null ? t('shop.menu.unlimited') : p.stock),
          },
          {
            title: t('shop.menu.sold_out'),
            render: (_, p) => (
              <Switch
                checked={p.soldOut}
                data-testid={`sold-out-${p.pid}`}
                aria-label={t('shop.menu.sold_out_of', { name: p.name.en ?? p.pid })}
                onChange={(v) => setState(p, { soldOut: v })}
              />
            ),
          },
          {
            title: t('shop.menu.hidden'),
            render: (_, p) => (
              <Switch
                checked={p.hidden}
                data-testid={`hidden-${p.pid}`}
                aria-label={t('shop.menu.hidden_of', { name: p.name.en ?? p.pid })}
                onChange={(v) => setState(p, { hidden: v })}
              />
            ),
          },
          {
            title: t('common.actions'),
            render: (_, p) => (
              <Space>
                <Button size="small" onClick={() => open(toDraft(p))}>
                  {t('news.edit')}
                </Button>
                {menu.data?.shop.mType === MerchantType.Food && (
                  <Button
                    size="small"
                    data-testid={`specs-${p.pid}`}
                    // Opened on the menu as saved: not while it is read again (after a save, say), so an
                    // edit never starts from, and saves back, the groups before the last save.
                    disabled={menu.isFetching}
                    onClick={() => setSpecsOf(p)}
                  >
                    {t('specs.open', { count: p.specs.filter((g) => !g.hidden).length })}
                  </Button>
                )}
                {canAddNights && (
                  <Button
                    size="small"
                    data-testid={`nights-${p.pid}`}
                    onClick={() => setNightsOf({ pid: p.pid, name: p.name.en ?? p.pid })}
                  >
                    {t('nights.add')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NightsModal room={nightsOf} unit={unit} onClose={() => setNightsOf(null)} />
      <SpecsModal
        product={specsOf}
        onClose={(saved) => {
          setSpecsOf(null);
          if (saved) void refresh();
        }}
      />
      <CategoriesModal
        open={categoriesOpen}
        mid={mid}
        categories={menu.data?.categories ?? []}
        onClose={() => setCategoriesOpen(false)}
        onChanged={refresh}
      />
      <Modal
        open={editing !== null}
        width={760}
        title={editing?.pid ? t('shop.menu.edit') : t('shop.menu.new')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <LocaleTabs
            fields={[
              { name: 'name', label: t('shop.menu.name'), required: true, maxLength: 120 },
              { name: 'description', label: t('shop.menu.description'), rows: 2, maxLength: 500 },
            ]}
          />
          <Form.Item name="categoryId" label={t('shop.menu.category')}>
            <Select
              allowClear
              options={(menu.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name.en }))}
            />
          </Form.Item>
          <Form.Item
            name="image"
            label={t('shop.menu.image_path')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <ImageField testId="product-image" />
          </Form.Item>
          <Form.Item name="price" label={t('shop.menu.price_in', { unit })} rules={[amountRule(unit)]}>
            <Input inputMode="decimal" addonAfter={unit} />
          </Form.Item>
          <Space align="start">
            <Form.Item name="unlimited" label={t('shop.menu.unlimited')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.unlimited !== b.unlimited}>
              {({ getFieldValue }) =>
                getFieldValue('unlimited') ? null : (
                  <Form.Item
                    name="stock"
                    label={t('shop.menu.stock')}
                    rules={[{ required: true, message: t('form.required') }]}
                  >
                    <InputNumber min={0} max={1_000_000} precision={0} />
                  </Form.Item>
                )
              }
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
