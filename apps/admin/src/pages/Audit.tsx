import { useQuery } from '@tanstack/react-query';
import { type AuditRow, adminAuditList } from '@wayfare/contracts';
import { Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { downloadCsv } from '@/lib/csv';
import { when } from '@/lib/format';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** Who did what, when, and the state before and after: every operator action, newest first. */
export function AuditPage() {
  const [target, setTarget] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['audit', target, action, page],
    queryFn: () =>
      call(adminAuditList, { target: target || undefined, action: action || undefined, page, pageSize: 50 }),
  });
  return (
    <Card
      title={t('nav.audit')}
      extra={
        <Button
          onClick={() =>
            downloadCsv(
              'audit',
              [
                { title: 'id', value: (r: AuditRow) => r.id },
                { title: 'at', value: (r: AuditRow) => r.at },
                { title: 'operator', value: (r: AuditRow) => r.operator },
                { title: 'role', value: (r: AuditRow) => r.role },
                { title: 'action', value: (r: AuditRow) => r.action },
                { title: 'target', value: (r: AuditRow) => r.target },
                { title: 'before', value: (r: AuditRow) => r.before },
                { title: 'after', value: (r: AuditRow) => r.after },
                { title: 'note', value: (r: AuditRow) => r.note },
              ],
              list.data?.list ?? [],
            )
          }
        >
          {t('common.export_csv')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('audit.target')}
          allowClear
          onSearch={(v) => {
            setTarget(v.trim());
            setPage(1);
          }}
        />
        <Input.Search
          placeholder={t('audit.action')}
          allowClear
          onSearch={(v) => {
            setAction(v.trim());
            setPage(1);
          }}
        />
      </Space>
      <Table<AuditRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 50,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('audit.when'), render: (_, r) => when(r.at), width: 170 },
          {
            title: t('audit.who'),
            render: (_, r) => (
              <span>
                {r.operator} <Tag>{r.role}</Tag>
              </span>
            ),
          },
          { title: t('audit.action'), render: (_, r) => <Typography.Text code>{r.action}</Typography.Text> },
          { title: t('audit.target_col'), dataIndex: 'target' },
          {
            title: t('audit.before'),
            render: (_, r) => <Typography.Text type="secondary">{show(r.before)}</Typography.Text>,
          },
          { title: t('audit.after'), render: (_, r) => show(r.after) },
          { title: t('common.note'), dataIndex: 'note', ellipsis: true },
        ]}
      />
    </Card>
  );
}
