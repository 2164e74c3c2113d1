import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderDetail } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { StatusBlock } from '@/components/ui/status-block';
import { useTranslation } from '@/i18n/use-translation';

/**
 * What an order's page shows until its order is there: "order not found" without an id, the detail
 * skeleton while loading, the error with a retry when the first read failed. Null once there is an order.
 */
export function OrderPageStates({
  title,
  oid,
  order,
}: {
  title: string;
  oid: string;
  order: UseQueryResult<OrderDetail>;
}): ReactNode {
  const { t } = useTranslation();
  if (!oid)
    return (
      <Page title={title} plain>
        <StatusBlock kind="not-found" title={t('errors.order_not_found')} />
      </Page>
    );
  if (order.isPending)
    return (
      <Page title={title}>
        <LoadingState variant="detail" />
      </Page>
    );
  if (order.isError && !order.data)
    return (
      <Page title={title}>
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </Page>
    );
  return null;
}
