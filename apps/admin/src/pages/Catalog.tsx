import { Card, InputNumber, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { HoursTab } from './shop/HoursTab';
import { MenuTab } from './shop/MenuTab';

/**
 * The catalogue of one merchant (content and admin): a restaurant's menu, stock and hours, or a hotel's room
 * types, with their nightly availability opened in bulk.
 */
export function CatalogPage() {
  const [mid, setMid] = useState<number | null>(null);
  return (
    <Card title={t('nav.catalog')}>
      <Space style={{ marginBottom: 16 }}>
        {t('shop.pick')}
        <InputNumber
          min={1}
          precision={0}
          value={mid}
          onChange={(v) => setMid(v)}
          data-testid="catalog-shop-id"
          aria-label={t('shop.pick')}
        />
      </Space>
      {mid === null ? (
        <Typography.Paragraph type="secondary">{t('catalog.pick_help')}</Typography.Paragraph>
      ) : (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'menu', label: t('shop.tab.menu'), children: <MenuTab mid={String(mid)} /> },
            { key: 'hours', label: t('shop.tab.hours'), children: <HoursTab mid={String(mid)} /> },
          ]}
        />
      )}
    </Card>
  );
}
