import { useQuery } from '@tanstack/react-query';
import { adminUserList, type ResponseOf } from '@wayfare/contracts';
import { Card, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { when } from '@/lib/format';

type Row = ResponseOf<typeof adminUserList>['list'][number];

export function UsersPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['users', q, page],
    queryFn: () => call(adminUserList, { q: q || undefined, page, pageSize: 20 }),
  });
  return (
    <Card title={t('nav.users')}>
      <Input.Search
        placeholder={t('users.search')}
        allowClear
        enterButton
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(v) => {
          setQ(v.trim());
          setPage(1);
        }}
      />
      <Table<Row>
        rowKey="uid"
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
          { title: t('common.id'), dataIndex: 'uid', width: 80 },
          { title: t('users.account'), render: (_, r) => <Link to={`/users/${r.uid}`}>{r.account ?? '—'}</Link> },
          { title: t('users.name'), dataIndex: 'name' },
          { title: t('users.country'), dataIndex: 'countryCode' },
          {
            title: t('common.status'),
            render: (_, r) => (
              <>
                {r.frozen && <Tag color="red">{t('users.frozen')}</Tag>}
                {r.muted && <Tag color="orange">{t('users.muted')}</Tag>}
                {r.deleted && <Tag>{t('users.deleted')}</Tag>}
                {!r.frozen && !r.muted && !r.deleted && <Tag color="green">{t('users.active')}</Tag>}
              </>
            ),
          },
          { title: t('common.created'), render: (_, r) => when(r.createdAt) },
        ]}
      />
    </Card>
  );
}
