import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminHelpList,
  adminHelpSave,
  adminProtocolList,
  adminProtocolSave,
  type ResponseOf,
} from '@wayfare/contracts';
import { App, Button, Card, Form, InputNumber, Modal, Segmented, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { filledLocales, LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { LOCALES, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { when } from '@/lib/format';

type Help = ResponseOf<typeof adminHelpList>['list'][number];
type Protocol = ResponseOf<typeof adminProtocolList>['list'][number];
type Locale = (typeof LOCALES)[number];
/** One form for both kinds: a help article has an id, sort and hidden; a protocol page its key. */
type Draft = { id?: string; key?: string; sort: number; hidden: boolean } & Record<
  `${'title' | 'body'}.${Locale}`,
  string
>;

const draftOf = (x: { title: Record<string, string>; body: Record<string, string> }, extra: Partial<Draft>) =>
  ({ sort: 0, hidden: false, ...extra, ...localeValues('title', x.title), ...localeValues('body', x.body) }) as Draft;
const pick = (d: Draft, field: 'title' | 'body') => pickLocales(d, field);

/**
 * The page as the app's rich-text screen shows it, from the editor's text (the server's rules: blocks split by
 * blank lines, `## ` a heading, `- ` lines a bullet list, anything else a paragraph). Text only, no markup.
 */
function RichTextPreview({ title, body }: { title: string; body: string }) {
  const blocks: ReactNode[] = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block, i) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- ')))
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
          <ul key={i}>
            {lines.map((l, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list, in order
              <li key={j}>{l.slice(2)}</li>
            ))}
          </ul>
        );
      const text = lines.join(' ');
      return block.startsWith('## ') ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
        <h3 key={i}>{text.slice(3)}</h3>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order
        <p key={i}>{text}</p>
      );
    });
  return (
    <div
      data-testid="rich-text-preview"
      style={{
        width: 358,
        maxHeight: 420,
        overflowY: 'auto',
        padding: 16,
        borderRadius: 12,
        border: '1px solid #f0f0f0',
        background: '#fff',
        fontSize: 14,
        lineHeight: 1.6,
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {blocks}
    </div>
  );
}

/** Help articles (added, edited, hidden; never deleted) and the protocol pages, in five locales with a preview. */
export function HelpPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [previewLocale, setPreviewLocale] = useState<Locale>('en');
  const [form] = Form.useForm<Draft>();
  const values = Form.useWatch([], form) as Partial<Draft> | undefined;
  const help = useQuery({ queryKey: ['help'], queryFn: () => call(adminHelpList, {}) });
  const protocols = useQuery({ queryKey: ['protocols'], queryFn: () => call(adminProtocolList, {}) });

  const open = (d: Draft) => {
    setEditing(d);
    setPreviewLocale('en');
    form.resetFields();
    form.setFieldsValue(d);
  };
  const save = async () => {
    const d = { ...editing, ...(await form.validateFields()) } as Draft;
    try {
      if (d.key !== undefined)
        await call(adminProtocolSave, { key: d.key, title: pick(d, 'title'), body: pick(d, 'body') });
      else
        await call(adminHelpSave, {
          id: d.id,
          title: pick(d, 'title'),
          body: pick(d, 'body'),
          sort: d.sort ?? 0,
          hidden: d.hidden ?? false,
        });
      message.success(t('common.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: [d.key !== undefined ? 'protocols' : 'help'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };
  const isProtocol = editing?.key !== undefined;
  const previewTitle = values?.[`title.${previewLocale}`] || values?.['title.en'] || '';
  const previewBody = values?.[`body.${previewLocale}`] || values?.['body.en'] || '';

  return (
    <Card title={t('nav.help')}>
      <Tabs
        items={[
          {
            key: 'help',
            label: t('help.articles'),
            children: (
              <>
                <Button
                  type="primary"
                  data-testid="help-new"
                  style={{ marginBottom: 12 }}
                  onClick={() => open(draftOf({ title: {}, body: {} }, {}))}
                >
                  {t('help.new')}
                </Button>
                <Table<Help>
                  rowKey="id"
                  loading={help.isLoading}
                  dataSource={help.data?.list ?? []}
                  pagination={false}
                  columns={[
                    { title: t('help.title'), render: (_, h) => h.title.en },
                    { title: t('news.locales'), render: (_, h) => filledLocales(h.title) },
                    { title: t('banners.sort'), dataIndex: 'sort' },
                    {
                      title: t('common.status'),
                      render: (_, h) =>
                        h.hidden ? <Tag>{t('banners.hidden')}</Tag> : <Tag color="green">{t('help.shown')}</Tag>,
                    },
                    {
                      title: t('common.actions'),
                      render: (_, h) => (
                        <Button
                          size="small"
                          data-testid={`help-edit-${h.id}`}
                          onClick={() => open(draftOf(h, { id: h.id, sort: h.sort, hidden: h.hidden }))}
                        >
                          {t('news.edit')}
                        </Button>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'protocols',
            label: t('help.protocols'),
            children: (
              <Table<Protocol>
                rowKey="key"
                loading={protocols.isLoading}
                dataSource={protocols.data?.list ?? []}
                pagination={false}
                columns={[
                  { title: t('help.title'), render: (_, p) => p.title.en },
                  { title: t('help.key'), dataIndex: 'key' },
                  { title: t('news.locales'), render: (_, p) => filledLocales(p.title) },
                  { title: t('help.updated'), render: (_, p) => when(p.updatedAt) },
                  {
                    title: t('common.actions'),
                    render: (_, p) => (
                      <Button
                        size="small"
                        data-testid={`protocol-edit-${p.key}`}
                        onClick={() => open(draftOf(p, { key: p.key }))}
                      >
                        {t('news.edit')}
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={1100}
        title={isProtocol ? t('help.edit_protocol') : editing?.id ? t('help.edit') : t('help.new')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <div style={{ display: 'flex', gap: 24 }}>
          <Form form={form} layout="vertical" style={{ flex: 1, minWidth: 0 }}>
            <LocaleTabs
              onChange={setPreviewLocale}
              fields={[
                { name: 'title', label: t('help.title'), required: true, maxLength: 200 },
                { name: 'body', label: t('help.body'), required: true, rows: 14, extra: t('help.body_format') },
              ]}
            />
            {!isProtocol && (
              <div style={{ display: 'flex', gap: 24 }}>
                <Form.Item name="sort" label={t('banners.sort')}>
                  <InputNumber min={0} max={10_000} precision={0} />
                </Form.Item>
                <Form.Item name="hidden" label={t('help.hide')} valuePropName="checked">
                  <Switch data-testid="help-hidden" />
                </Form.Item>
              </div>
            )}
          </Form>
          <div>
            <Typography.Text strong>{t('banners.preview')}</Typography.Text>
            <Segmented
              value={previewLocale}
              onChange={(v) => setPreviewLocale(v as Locale)}
              options={LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`) }))}
              style={{ margin: '8px 0', display: 'flex' }}
            />
            <RichTextPreview title={previewTitle} body={previewBody} />
          </div>
        </div>
      </Modal>
    </Card>
  );
}
