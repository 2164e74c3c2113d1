import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEvaluateReply, adminShopReviews, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Input, List, Rate, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { when } from '@/lib/format';

type Review = ResponseOf<typeof adminShopReviews>['list'][number];
const LIMIT = 20;

/** The shop's reviews, newest first; each can be answered once, and the answer shows under it in the app. */
export function ReviewsTab({ mid }: { mid?: string }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [unanswered, setUnanswered] = useState(true);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const key = ['shop-reviews', mid ?? 'own', unanswered, page];
  const list = useQuery({
    queryKey: key,
    queryFn: () => call(adminShopReviews, { mid, page, limt: LIMIT, unanswered }),
  });

  const reply = async (r: Review) => {
    const content = drafts[r._id]?.trim();
    if (!content) return;
    try {
      await call(adminEvaluateReply, { _id: r._id, content });
      message.success(t('shop.reviews.replied'));
      setDrafts(({ [r._id]: _, ...rest }) => rest);
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
    await queryClient.invalidateQueries({ queryKey: ['shop-reviews'] });
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Switch
          aria-label={t('shop.reviews.unanswered')}
          checked={unanswered}
          onChange={(v) => {
            setUnanswered(v);
            setPage(1);
          }}
        />
        {t('shop.reviews.unanswered')}
      </Space>
      <List<Review>
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('shop.reviews.empty') }}
        pagination={{
          current: page,
          pageSize: LIMIT,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        renderItem={(r) => (
          <List.Item key={r._id}>
            <List.Item.Meta
              title={
                <Space>
                  <Rate disabled value={r.score} />
                  <Typography.Text>{r.user.name}</Typography.Text>
                  <Typography.Text type="secondary">{when(r.createdAt)}</Typography.Text>
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph>{r.content}</Typography.Paragraph>
                  {r.reply ? (
                    <Typography.Paragraph type="secondary">
                      {t('shop.reviews.your_reply')}: {r.reply.content}
                    </Typography.Paragraph>
                  ) : (
                    <Space.Compact style={{ width: '100%' }}>
                      <Input
                        maxLength={1000}
                        placeholder={t('shop.reviews.reply_placeholder')}
                        value={drafts[r._id] ?? ''}
                        onChange={(e) => setDrafts((d) => ({ ...d, [r._id]: e.target.value }))}
                      />
                      <Button type="primary" disabled={!drafts[r._id]?.trim()} onClick={() => reply(r)}>
                        {t('shop.reviews.reply')}
                      </Button>
                    </Space.Compact>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}
