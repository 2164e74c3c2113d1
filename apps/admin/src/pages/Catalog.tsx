import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMerchantList } from '@wayfare/contracts';
import { Button, Card, Input, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { money } from '@/lib/format';
import { FlightsCard } from './catalog/Flights';
import { type Merchant, MerchantForm } from './catalog/MerchantForm';
import { HoursTab } from './shop/HoursTab';
import { MenuTab } from './shop/MenuTab';

/**
 * The catalogue (content and admin): merchants added and edited (names, images, radius and fees), and for
 * the one picked its menu and stock, opening hours, or a hotel's room types with nights opened in bulk; and
 * flights with their fares and seats.
 */
export function CatalogPage() {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Merchant | null>(null);
  const [editing, setEditing] = useState<{ merchant: Merchant | null } | null>(null);
  const list = useQuery({
    queryKey: ['catalog-merchants', q, page],
    queryFn: () => call(adminMerchantList, { q: q || undefined, page, pageSize: 10 }),
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('nav.catalog')}
        extra={
          <Space>
            <Input.Search
              allowClear
              placeholder={t('merchants.search')}
              onSearch={(v) => {
                setQ(v.trim());
                setPage(1);
              }}
            />
            <Button type="primary" onClick={() => setEditing({ merchant: null })}>
              {t('merchants.new')}
            </Button>
          </Space>
        }
      >
        <Table<Merchant>
          rowKey="mid"
          size="small"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('common.id'), dataIndex: 'mid' },
            { title: t('merchants.name'), dataIndex: 'name' },
            {
              title: t('merchants.type'),
              render: (_, m) => t(m.mType === 2 ? 'merchants.type.2' : 'merchants.type.1'),
            },
            { title: t('merchants.city'), render: (_, m) => `${m.city} · ${m.countryCode}` },
            { title: t('merchants.radius'), render: (_, m) => m.deliveryRadiusM },
            { title: t('merchants.delivery_fee', { unit: '' }), render: (_, m) => money(m.deliveryFee, m.unit) },
            {
              title: t('common.status'),
              render: (_, m) => (m.paused ? <Tag>{t('merchants.paused')}</Tag> : null),
            },
            {
              title: t('common.actions'),
              render: (_, m) => (
                <Space>
                  <Button size="small" onClick={() => setEditing({ merchant: m })}>
                    {t('news.edit')}
                  </Button>
                  <Button
                    size="small"
                    type={picked?.mid === m.mid ? 'primary' : 'default'}
                    onClick={() => setPicked(m)}
                  >
                    {t('merchants.open')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {picked && (
        <Card title={`${picked.name} · #${picked.mid}`}>
          <Tabs
            destroyOnHidden
            items={[
              { key: 'menu', label: t('shop.tab.menu'), children: <MenuTab mid={picked.mid} /> },
              { key: 'hours', label: t('shop.tab.hours'), children: <HoursTab mid={picked.mid} /> },
            ]}
          />
        </Card>
      )}
      <FlightsCard />
      <MerchantForm
        open={editing !== null}
        merchant={editing?.merchant ?? null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void queryClient.invalidateQueries({ queryKey: ['catalog-merchants'] });
        }}
      />
    </Space>
  );
}
