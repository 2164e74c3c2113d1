import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEvaluateHide, adminEvaluateReports, type ResponseOf } from '@wayfare/contracts';
import { Alert, App, Button, Card, Image, List, Rate, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { askText } from '@/components/reason';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { when } from '@/lib/format';

type Item = ResponseOf<typeof adminEvaluateReports>['list'][number];

/**
 * The review report queue (content, support, admin): reported reviews with their reports and the merchant's
 * reply; hide one (or restore it) with a reason, which decides its reports and is audited.
 */
export function ReviewsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'open' | 'all'>('open');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['review-reports', tab, page],
    queryFn: () => call(adminEvaluateReports, { all: tab === 'all', page, limt: 20 }),
  });

  const decide = async (item: Item, hidden: boolean) => {
    const note = await askText({
      title: t(hidden ? 'reviews.ask.hide' : 'reviews.ask.restore'),
      label: t('common.reason'),
      required: true,
    });
    if (note === null) return;
    try {
      await call(adminEvaluateHide, { _id: item.evaluation._id, hidden, note });
      message.success(t(hidden ? 'reviews.done.hide' : 'reviews.done.restore'));
      await queryClient.invalidateQueries({ queryKey: ['review-reports'] });
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Card title={t('nav.reviews')}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as 'open' | 'all');
          setPage(1);
        }}
        items={[
          { key: 'open', label: t('reviews.waiting') },
          { key: 'all', label: t('reviews.all') },
        ]}
      />
      {list.error && <Alert type="error" title={list.error.message} />}
      <List<Item>
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('reviews.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        renderItem={(item) => {
          const e = item.evaluation;
          return (
            <List.Item
              key={e._id}
              data-testid={`review-${e._id}`}
              actions={[
                item.hidden ? (
                  <Button key="restore" onClick={() => decide(item, false)} data-testid={`review-${e._id}-restore`}>
                    {t('reviews.restore')}
                  </Button>
                ) : (
                  <Button key="hide" danger onClick={() => decide(item, true)} data-testid={`review-${e._id}-hide`}>
                    {t('reviews.hide')}
                  </Button>
                ),
              ]}
            >
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Rate disabled value={e.score} style={{ fontSize: 14 }} />
                  <strong>{e.merchantName}</strong>
                  <Typography.Text type="secondary">
                    {e.user.name} · {t('orders.order')} #{e.oid} · {when(e.createdAt)}
                  </Typography.Text>
                  {item.hidden && <Tag color="red">{t('reviews.hidden')}</Tag>}
                </Space>
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                  {e.content}
                </Typography.Paragraph>
                {e.imgs.length > 0 && (
                  <Image.PreviewGroup>
                    <Space>
                      {e.imgs.map((src) => (
                        <Image key={src} src={src} width={64} height={64} style={{ objectFit: 'cover' }} />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                )}
                {e.reply && (
                  <div
                    data-testid={`review-${e._id}-reply`}
                    style={{ background: '#fafafa', borderLeft: '3px solid #b84c00', padding: '6px 10px' }}
                  >
                    <Typography.Text type="secondary">
                      {t('reviews.merchant_reply')} · {when(e.reply.createdAt)}
                    </Typography.Text>
                    <div style={{ whiteSpace: 'pre-wrap' }}>{e.reply.content}</div>
                  </div>
                )}
                <div>
                  <Typography.Text strong>{t('reviews.reports', { n: item.reports.length })}</Typography.Text>
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {item.reports.map((r) => (
                      <li key={`${r.uid}-${r.createdAt}`}>
                        {r.reason || '—'}{' '}
                        <Typography.Text type="secondary">
                          (#{r.uid}, {when(r.createdAt)})
                        </Typography.Text>
                      </li>
                    ))}
                  </ul>
                </div>
              </Space>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
