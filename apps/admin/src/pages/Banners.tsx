import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBannerList, adminBannerSave, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Form, Image, Input, InputNumber, Modal, Segmented, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ImageField } from '@/components/ImageField';
import { filledLocales, LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { LOCALES, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';

type Banner = ResponseOf<typeof adminBannerList>['list'][number];
type Locale = (typeof LOCALES)[number];
type Draft = { id?: string; image: string; link: string; sort: number; enabled: boolean } & Record<
  `title.${Locale}`,
  string
>;

const toDraft = (b: Banner): Draft => {
  const d = { id: b.id, image: b.image, link: b.link, sort: b.sort, enabled: b.enabled };
  return { ...d, ...localeValues('title', b.title) } as Draft;
};

/** The banner as the app's home shows it in one locale (English while that locale is empty). */
function BannerPreview({ image, title }: { image: string; title: string }) {
  return (
    <div
      data-testid="banner-preview"
      style={{
        position: 'relative',
        width: 358,
        height: 150,
        borderRadius: 12,
        overflow: 'hidden',
        background: '#eee',
      }}
    >
      {image && <img src={image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          padding: '8px 12px',
          color: '#fff',
          fontWeight: 600,
          background: 'linear-gradient(transparent, rgba(0,0,0,.6))',
        }}
      >
        {title}
      </div>
    </div>
  );
}

/** Home banners in the five locales, with a preview per locale; hiding takes one off the home (never deleted). */
export function BannersPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [previewLocale, setPreviewLocale] = useState<Locale>('en');
  const [form] = Form.useForm<Draft>();
  const values = Form.useWatch([], form) as Partial<Draft> | undefined;
  const list = useQuery({ queryKey: ['banners'], queryFn: () => call(adminBannerList, {}) });

  const open = (d: Draft) => {
    setEditing(d);
    form.resetFields();
    form.setFieldsValue(d);
  };
  const save = async () => {
    const d = { ...editing, ...(await form.validateFields()) } as Draft;
    try {
      await call(adminBannerSave, {
        id: d.id,
        image: d.image,
        link: d.link ?? '',
        sort: d.sort ?? 0,
        enabled: d.enabled,
        title: pickLocales(d, 'title'),
      });
      message.success(t('common.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['banners'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };
  const previewTitle = values?.[`title.${previewLocale}`] || values?.['title.en'] || '';

  return (
    <Card
      title={t('nav.banners')}
      extra={
        <Button
          type="primary"
          data-testid="banner-new"
          onClick={() => open({ image: list.data?.list[0]?.image ?? '', link: '', sort: 0, enabled: true } as Draft)}
        >
          {t('banners.new')}
        </Button>
      }
    >
      <Table<Banner>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          {
            title: t('banners.image'),
            render: (_, b) => (
              <Image src={b.image} alt={t('banners.image')} width={120} height={50} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: t('banners.title'), render: (_, b) => b.title.en },
          { title: t('news.locales'), render: (_, b) => filledLocales(b.title) },
          { title: t('banners.link'), dataIndex: 'link' },
          { title: t('banners.sort'), dataIndex: 'sort' },
          {
            title: t('common.status'),
            render: (_, b) =>
              b.enabled ? <Tag color="green">{t('banners.shown')}</Tag> : <Tag>{t('banners.hidden')}</Tag>,
          },
          {
            title: t('common.actions'),
            render: (_, b) => (
              <Button size="small" data-testid={`banner-edit-${b.id}`} onClick={() => open(toDraft(b))}>
                {t('news.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={860}
        title={editing?.id ? t('banners.edit') : t('banners.new')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <LocaleTabs fields={[{ name: 'title', label: t('banners.title'), required: true, maxLength: 120 }]} />
          <Form.Item
            name="image"
            label={t('shop.menu.image_path')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <ImageField testId="banner-image" />
          </Form.Item>
          <Form.Item name="link" label={t('banners.link_help')}>
            <Input placeholder="/pages/takeout/takeout" />
          </Form.Item>
          <Form.Item name="sort" label={t('banners.sort')}>
            <InputNumber min={0} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('banners.shown')} valuePropName="checked">
            <Switch data-testid="banner-enabled" />
          </Form.Item>
          <Form.Item label={t('banners.preview')}>
            <Segmented
              value={previewLocale}
              onChange={(v) => setPreviewLocale(v as Locale)}
              options={LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`) }))}
              style={{ marginBottom: 8 }}
            />
            <BannerPreview image={values?.image ?? ''} title={previewTitle} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
