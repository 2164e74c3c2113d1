import { useQueryClient } from '@tanstack/react-query';
import { OrderStatus } from '@wayfare/contracts';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useOrderInfo } from '@/features/order/api/get-order-info';
import { invalidateOrder } from '@/features/order/api/keys';
import { useEvaluate, useUpdateEvaluate } from '@/features/review/api/evaluate';
import { useEvaluateList } from '@/features/review/api/get-evaluate-list';
import { type ReviewDraft, ReviewForm } from '@/features/review/components/review-form';
import { useTranslation } from '@/i18n/use-translation';
import { translateError } from '@/lib/api-client';
import { back } from '@/lib/navigation';
import { toast } from '@/lib/toast';

/**
 * Write a review of a completed order (`?oid=`), or edit one of mine within 7 days (`?_id=`): stars, text
 * with a counter, photos that upload one by one. A refused post keeps everything the user wrote.
 */
export default function OrderComment({ oid = '', _id = '' }: { oid?: string; _id?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const editing = _id !== '';
  const order = useOrderInfo(editing ? '' : oid);
  const mine = useEvaluateList({ mine: true }, editing);
  const existing = mine.data?.pages.flatMap((p) => p.list).find((r) => r._id === _id);
  const [error, setError] = useState<string | null>(null);
  const done = (text: string) => {
    toast(text);
    back();
  };
  const create = useEvaluate({
    onSuccess: async (_r, body) => {
      await invalidateOrder(client, String(body.oid));
      done(t('review.posted'));
    },
    onError: (err) => setError(translateError(err)),
  });
  const update = useUpdateEvaluate({
    onSuccess: () => done(t('review.saved')),
    onError: (err) => setError(translateError(err)),
  });
  const submit = (draft: ReviewDraft) => {
    setError(null);
    if (editing) update.mutate({ _id, ...draft });
    else create.mutate({ oid, ...draft });
  };

  const title = t('pages.orderComment');
  if (editing) {
    if (mine.isPending) return <Page title={title}>{<LoadingState rows={3} />}</Page>;
    if (mine.isError)
      return <Page title={title}>{<ErrorState error={mine.error} onRetry={() => void mine.refetch()} />}</Page>;
    if (!existing?.editableUntil || Date.parse(existing.editableUntil) < Date.now())
      return <Page title={title}>{<EmptyState title={t('review.not_found')} />}</Page>;
    return (
      <Page title={title}>
        <ReviewForm
          title={t('review.title_for', { name: existing.merchantName })}
          initial={existing}
          submitting={update.isPending}
          error={error}
          submitText={t('review.save')}
          onSubmit={submit}
        />
      </Page>
    );
  }
  if (!oid) return <Page title={title}>{<EmptyState title={t('review.not_found')} />}</Page>;
  if (order.isPending) return <Page title={title}>{<LoadingState rows={3} />}</Page>;
  if (order.isError)
    return <Page title={title}>{<ErrorState error={order.error} onRetry={() => void order.refetch()} />}</Page>;
  const o = order.data;
  if (o.status !== OrderStatus.Completed || o.reviewed)
    return <Page title={title}>{<EmptyState title={t('review.not_found')} />}</Page>;
  return (
    <Page title={title}>
      <ReviewForm
        title={o.merchant?.name ? t('review.title_for', { name: o.merchant.name }) : t('review.title_order')}
        submitting={create.isPending}
        error={error}
        submitText={t('review.submit')}
        onSubmit={submit}
      />
    </Page>
  );
}
