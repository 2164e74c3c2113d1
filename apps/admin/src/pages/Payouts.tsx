import {
  adminPayoutApprove,
  adminPayoutFail,
  adminPayoutList,
  adminPayoutMarkPaid,
  adminPayoutReject,
  type ResponseOf,
} from '@wayfare/contracts';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { DecisionTable } from '@/components/DecisionTable';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { withdrawalStatus } from '@/lib/status';

type Row = ResponseOf<typeof adminPayoutList>['list'][number];
type Action = 'approve' | 'reject' | 'paid' | 'fail';

/** Which decisions a payout in each status takes (the same steps as a withdrawal's). */
const actionsOf = (status: number): Action[] =>
  status === 0 ? ['approve', 'reject'] : status === 1 ? ['paid', 'fail'] : [];

/**
 * Shop payouts wait here for finance: approve or reject, then mark the transfer done (its reference) or failed;
 * one shop's alone by its id.
 */
export function PayoutsPage() {
  const [mid, setMid] = useState('');
  const shop = /^\d+$/.test(mid) ? mid : undefined;
  return (
    <DecisionTable<Row, Action>
      title={t('nav.payouts')}
      queryKey="payouts"
      alsoInvalidate={['dashboard', 'shop-payouts']}
      fetchPage={(q) => call(adminPayoutList, { ...q, mid: shop })}
      filter={{
        value: shop ?? '',
        node: (
          <Input
            placeholder={t('orders.merchant_id')}
            aria-label={t('orders.merchant_id')}
            style={{ width: 160 }}
            value={mid}
            allowClear
            onChange={(e) => setMid(e.target.value.trim())}
            data-testid="payout-shop"
          />
        ),
      }}
      statuses={withdrawalStatus}
      actionsOf={actionsOf}
      ask={(action, n) =>
        action === 'approve'
          ? null
          : {
              title: t(`payout.ask.${action}`, { n }),
              label: action === 'paid' ? t('withdrawal.reference') : t('common.reason'),
              required: action === 'reject' || action === 'fail',
            }
      }
      apply={(action, r, text) => {
        const payoutId = r._id;
        if (action === 'approve') return call(adminPayoutApprove, { payoutId });
        if (action === 'reject') return call(adminPayoutReject, { payoutId, note: text });
        if (action === 'paid') return call(adminPayoutMarkPaid, { payoutId, reference: text });
        return call(adminPayoutFail, { payoutId, note: text });
      }}
      actionText={(a) => t(`withdrawal.action.${a}`)}
      doneText={(a) => t(`payout.done.${a}`)}
      positive={['approve', 'paid']}
      testId="payout"
      csv={{
        name: 'payouts',
        columns: [
          { title: 'id', value: (r) => r._id },
          { title: 'mid', value: (r) => r.mid },
          { title: 'shop', value: (r) => r.shopName },
          { title: 'amount', value: (r) => r.amount },
          { title: 'unit', value: (r) => r.unit },
          { title: 'status', value: (r) => r.status },
          { title: 'requestedBy', value: (r) => r.requestedBy },
          { title: 'reviewedBy', value: (r) => r.reviewedBy },
          { title: 'reference', value: (r) => r.reference },
          { title: 'note', value: (r) => r.note },
          { title: 'createdAt', value: (r) => r.createdAt },
          { title: 'reviewedAt', value: (r) => r.reviewedAt },
        ],
      }}
      columns={[
        { title: t('common.id'), dataIndex: '_id', width: 80 },
        {
          title: t('payout.shop'),
          render: (_, r) => (
            <span>
              {r.shopName} <Typography.Text type="secondary">#{r.mid}</Typography.Text>
            </span>
          ),
        },
        { title: t('common.amount'), align: 'right', render: (_, r) => money(r.amount, r.unit) },
        { title: t('payout.requested_by'), dataIndex: 'requestedBy' },
        { title: t('common.status'), render: (_, r) => <StatusTag map={withdrawalStatus} status={r.status} /> },
        { title: t('payout.reference'), render: (_, r) => r.reference || '—' },
        { title: t('common.note'), dataIndex: 'note', ellipsis: true },
        { title: t('common.created'), render: (_, r) => when(r.createdAt) },
      ]}
    />
  );
}
