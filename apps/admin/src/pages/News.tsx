import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminNewsList, adminNewsSave, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Form, Image, Modal, Table } from 'antd';
import { useState } from 'react';
import { ImageField } from '@/components/ImageField';
import { filledLocales, LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { type AdminLocale, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { when } from '@/lib/format';

type News = ResponseOf<typeof adminNewsList>['list'][number];
type Draft = { id?: string; cover: string } & Record<`${'title' | 'summary' | 'body'}.${AdminLocale}`, string>;

const toDraft = (n: News): Draft =>
  ({
    id: n.id,
    cover: n.cover,
    ...localeValues('title', n.title),
    ...localeValues('summary', n.summary),
    ...localeValues('body', n.body),
  }) as Draft;
const pick = (d: Draft, field: 'title' | 'summary' | 'body') => pickLocales(d, field);

/** News in the five locales: English required, the others shown in the app as soon as they are filled. */
export function NewsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();
  const list = useQuery({ queryKey: ['news', page], queryFn: () => call(adminNewsList, { page, pageSize: 20 }) });

  const open = (d: Draft) => {
    setEditing(d);
    form.resetFields();
    form.setFieldsValue(d);
  };
  const save = async () => {
    const d = { ...editing, ...(await form.validateFields()) } as Draft;
    try {
      await call(adminNewsSave, {
        id: d.id,
        cover: d.cover,
        title: pick(d, 'title'),
        summary: pick(d, 'summary'),
        body: pick(d, 'body'),
      });
      message.success(t('news.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['news'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Card
      title={t('nav.content')}
      extra={
        <Button type="primary" onClick={() => open({ cover: list.data?.list[0]?.cover ?? '' } as Draft)}>
          {t('news.new')}
        </Button>
      }
    >
      <Table<News>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('news.cover'),
            render: (_, n) => (
              <Image src={n.cover} alt={t('news.cover')} width={80} height={48} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: t('news.title'), render: (_, n) => n.title.en },
          {
            title: t('news.locales'),
            render: (_, n) => filledLocales(n.title),
          },
          { title: t('news.published'), render: (_, n) => when(n.publishedAt) },
          {
            title: t('common.actions'),
            render: (_, n) => (
              <Button size="small" onClick={() => open(toDraft(n))}>
                {t('news.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={860}
        title={editing?.id ? t('news.edit') : t('news.new')}
        okText={t('news.publish')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="cover"
            label={t('news.cover_path')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <ImageField testId="news-cover" />
          </Form.Item>
          <LocaleTabs
            fields={[
              { name: 'title', label: t('news.title'), required: true, maxLength: 200 },
              { name: 'summary', label: t('news.summary'), required: true, maxLength: 500 },
              { name: 'body', label: t('news.body'), required: true, rows: 8 },
            ]}
          />
        </Form>
      </Modal>
    </Card>
  );
}
