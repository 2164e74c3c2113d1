import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AppPlatforms, adminAppVersionList, adminAppVersionSave, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Form, Input, Modal, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { LocaleTabs, localeValues, pickLocales } from '@/components/LocaleFields';
import { type LOCALES, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { when } from '@/lib/format';

type Release = ResponseOf<typeof adminAppVersionList>['list'][number];
type Locale = (typeof LOCALES)[number];
type Draft = { id?: string; version: string; platform: Release['platform']; url: string; force: boolean } & Record<
  `notes.${Locale}`,
  string
>;

const toDraft = (r: Release): Draft => {
  const d = { id: r.id, version: r.version, platform: r.platform, url: r.url, force: r.force };
  return { ...d, ...localeValues('notes', r.notes) } as Draft;
};

/** App releases: what `/AppUpdate` offers callers on an older version, with notes in five locales. */
export function AppVersionsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();
  const list = useQuery({ queryKey: ['app-versions'], queryFn: () => call(adminAppVersionList, {}) });

  const open = (d: Draft) => {
    setEditing(d);
    form.resetFields();
    form.setFieldsValue(d);
  };
  const save = async () => {
    const d = { ...editing, ...(await form.validateFields()) } as Draft;
    try {
      await call(adminAppVersionSave, {
        id: d.id,
        version: d.version,
        platform: d.platform,
        url: d.url ?? '',
        force: d.force ?? false,
        notes: pickLocales(d, 'notes'),
      });
      message.success(t('common.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['app-versions'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Card
      title={t('nav.releases')}
      extra={
        <Button type="primary" onClick={() => open({ platform: 'web', force: false } as Draft)}>
          {t('releases.new')}
        </Button>
      }
    >
      <Table<Release>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('releases.platform'), dataIndex: 'platform' },
          { title: t('releases.version'), render: (_, r) => `${r.version} (${r.code})` },
          { title: t('releases.notes'), render: (_, r) => r.notes.en },
          {
            title: t('releases.force'),
            render: (_, r) => (r.force ? <Tag color="red">{t('releases.force')}</Tag> : null),
          },
          { title: t('common.created'), render: (_, r) => when(r.createdAt) },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Button size="small" onClick={() => open(toDraft(r))}>
                {t('news.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={760}
        title={editing?.id ? t('releases.edit') : t('releases.new')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="version"
            label={t('releases.version')}
            rules={[{ required: true, pattern: /^\d{1,3}\.\d\.\d$/, message: t('releases.version_help') }]}
          >
            <Input placeholder="2.1.0" disabled={!!editing?.id} />
          </Form.Item>
          <Form.Item name="platform" label={t('releases.platform')}>
            <Select disabled={!!editing?.id} options={AppPlatforms.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item name="url" label={t('releases.url')}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="force" label={t('releases.force')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <LocaleTabs
            fields={[{ name: 'notes', label: t('releases.notes'), required: true, rows: 4, maxLength: 2000 }]}
          />
        </Form>
      </Modal>
    </Card>
  );
}
