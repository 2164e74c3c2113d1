import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { useEvaluateList } from '@/features/review/api/get-evaluate-list';
import { useReportEvaluate } from '@/features/review/api/report-evaluate';
import { PhotoViewer, usePhotoViewer } from '@/features/review/components/photo-viewer';
import { ReviewCard } from '@/features/review/components/review-card';
import { ReviewSummary } from '@/features/review/components/review-summary';
import { ScoreChips, type ScoreFilter } from '@/features/review/components/score-chips';
import { useTranslation } from '@/i18n/use-translation';
import { useLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './review.module.css';

/**
 * Reviews of a merchant (`?mid=`) or product (`?pid=`): the average and stars, filter chips (all, with
 * photos, per star), newest first with photos that open full screen, the merchant's replies; a signed-in
 * reader can report one (it disappears for them).
 */
export default function CommentList({ mid, pid }: { mid?: string; pid?: string }) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const [filter, setFilter] = useState<ScoreFilter>({});
  const scope = pid ? { pid } : { mid: mid ?? '' };
  const list = useEvaluateList({ ...scope, ...filter }, Boolean(mid || pid));
  const summary = list.data?.pages[0]?.summary;
  const viewer = usePhotoViewer();
  const report = useReportEvaluate({ onSuccess: () => toast(t('review.reported')) });
  const filtered = Boolean(filter.score || filter.withImgs);

  const askReport = async (id: string) => {
    if (await Dialog.confirm({ content: t('review.report_confirm') })) report.mutate({ _id: id });
  };

  if (!mid && !pid)
    return (
      <Page title={t('pages.commentList')}>
        <EmptyState title={t('review.empty_list')} />
      </Page>
    );
  return (
    <Page title={t('pages.commentList')}>
      {summary && summary.count > 0 && (
        <>
          <ReviewSummary average={summary.average} count={summary.count} byScore={summary.byScore} />
          <ScoreChips
            value={filter}
            byScore={summary.byScore}
            withImgs={summary.withImgs}
            total={summary.count}
            onChange={setFilter}
          />
        </>
      )}
      <PagedList
        query={list}
        testId="comment-list"
        className={styles.list}
        loading={<LoadingState rows={3} />}
        empty={<EmptyState title={filtered ? t('review.empty_filter') : t('review.empty_list')} />}
        itemKey={(r) => r._id}
        renderItem={(r) => (
          <ReviewCard
            review={r}
            onOpenPhoto={viewer.open}
            action={
              user && !r.mine ? (
                <Button size="mini" fill="none" onClick={() => void askReport(r._id)} data-testid="review-report">
                  {t('review.report')}
                </Button>
              ) : undefined
            }
          />
        )}
      />
      <PhotoViewer {...viewer.props} />
    </Page>
  );
}
