import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { Page } from '@/components/ui/page';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useEvaluateList } from '@/features/review/api/get-evaluate-list';
import { useToReviewList } from '@/features/review/api/get-to-review-list';
import { PhotoViewer, usePhotoViewer } from '@/features/review/components/photo-viewer';
import { ReviewCard } from '@/features/review/components/review-card';
import { useTranslation } from '@/i18n/use-translation';
import { useDateFormat } from '@/lib/format';
import { navigate } from '@/lib/navigation';
import styles from './review.module.css';

type Tab = 'todo' | 'mine';

/**
 * The profile's "To review" and "My reviews": completed orders waiting for a review (each opens
 * order_comment), and my reviews with their replies, editable for 7 days. Opens on "To review" when
 * something waits (`?tab=mine` opens my reviews).
 */
export default function MyComment({ tab }: { tab?: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const todo = useToReviewList();
  const mine = useEvaluateList({ mine: true });
  const waiting = todo.data?.pages[0]?.total ?? 0;
  const [chosen, setChosen] = useState<Tab | null>(tab === 'mine' ? 'mine' : null);
  const active: Tab = chosen ?? (todo.isSuccess && waiting === 0 ? 'mine' : 'todo');
  const viewer = usePhotoViewer();

  return (
    <Page title={t('pages.myComment')}>
      <Tabs activeKey={active} onChange={(k) => setChosen(k as Tab)} className={styles.tabs}>
        <Tabs.Tab key="todo" title={waiting > 0 ? `${t('review.to_review')} (${waiting})` : t('review.to_review')} />
        <Tabs.Tab key="mine" title={t('review.mine')} />
      </Tabs>
      {active === 'todo' ? (
        <PagedList
          query={todo}
          testId="to-review-list"
          loading={<LoadingState rows={4} />}
          empty={<EmptyState title={t('review.empty_to_review')} />}
          itemKey={(o) => o.oid}
          renderItem={(o) => (
            <div className={styles.order} data-testid="to-review-item">
              <LazyImage src={o.image} alt="" ratio={1} className={styles.thumb} round />
              <div className={styles.orderText}>
                <strong>{o.title}</strong>
                <span>{t('review.completed_at', { date: dateTime(o.completedAt) })}</span>
              </div>
              <Button
                size="small"
                color="primary"
                shape="rounded"
                onClick={() => void navigate(href(paths.orderComment, { oid: o.oid }))}
                data-testid="to-review-write"
              >
                {t('review.write')}
              </Button>
            </div>
          )}
        />
      ) : (
        <PagedList
          query={mine}
          testId="my-review-list"
          loading={<LoadingState rows={3} />}
          empty={<EmptyState title={t('review.empty_mine')} />}
          itemKey={(r) => r._id}
          renderItem={(r) => {
            const editable = r.editableUntil !== null && Date.parse(r.editableUntil) > Date.now();
            return (
              <ReviewCard
                review={r}
                showMerchant
                onOpenPhoto={viewer.open}
                action={
                  editable && r.editableUntil ? (
                    <>
                      <span className={styles.hint}>{t('review.edit_until', { date: dateTime(r.editableUntil) })}</span>
                      <Button
                        size="small"
                        shape="rounded"
                        onClick={() => void navigate(href(paths.orderComment, { _id: r._id }))}
                        data-testid="my-review-edit"
                      >
                        {t('review.edit')}
                      </Button>
                    </>
                  ) : undefined
                }
              />
            );
          }}
        />
      )}
      <PhotoViewer {...viewer.props} />
    </Page>
  );
}
