import { adminRechargeApprove, adminRechargeList, adminRechargeReject, type ResponseOf } from '@wayfare/contracts';
import { Link } from 'react-router';
import { DecisionTable } from '@/components/DecisionTable';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { rechargeStatus } from '@/lib/status';

type Row = ResponseOf<typeof adminRechargeList>['list'][number];
type Action = 'approve' | 'reject';

/** Offline top-ups (bank transfers) wait here for finance; approving credits the amount and its bonus once. */
export function RechargesPage() {
  return (
    <DecisionTable<Row, Action>
      title={t('nav.recharges')}
      queryKey="recharges"
      fetchPage={(q) => call(adminRechargeList, q)}
      statuses={rechargeStatus}
      actionsOf={(status) => (status === 0 ? ['approve', 'reject'] : [])}
      ask={(action, n) =>
        action === 'reject'
          ? { title: t('recharge.ask.reject', { n }), label: t('common.reason'), required: true }
          : null
      }
      apply={(action, r, note) =>
        action === 'approve'
          ? call(adminRechargeApprove, { rechargeId: r._id })
          : call(adminRechargeReject, { rechargeId: r._id, note })
      }
      actionText={(a) => t(`recharge.action.${a}`)}
      doneText={(a) => t(`recharge.done.${a}`)}
      positive={['approve']}
      testId="recharge"
      csv={{
        name: 'topups',
        columns: [
          { title: 'id', value: (r) => r._id },
          { title: 'uid', value: (r) => r.uid },
          { title: 'user', value: (r) => r.userAccount },
          { title: 'amount', value: (r) => r.amount },
          { title: 'bonus', value: (r) => r.bonus },
          { title: 'unit', value: (r) => r.unit },
          { title: 'channel', value: (r) => r.channelCode },
          { title: 'status', value: (r) => r.status },
          { title: 'note', value: (r) => r.note },
          { title: 'createdAt', value: (r) => r.createdAt },
        ],
      }}
      columns={[
        { title: t('common.id'), dataIndex: '_id', width: 80 },
        { title: t('common.user'), render: (_, r) => <Link to={`/users/${r.uid}`}>{r.userAccount ?? r.uid}</Link> },
        { title: t('recharge.channel'), dataIndex: 'channelName' },
        { title: t('common.amount'), align: 'right', render: (_, r) => money(r.amount, r.unit) },
        { title: t('recharge.bonus'), align: 'right', render: (_, r) => money(r.bonus, r.unit) },
        { title: t('common.status'), render: (_, r) => <StatusTag map={rechargeStatus} status={r.status} /> },
        { title: t('common.note'), dataIndex: 'note', ellipsis: true },
        { title: t('common.created'), render: (_, r) => when(r.createdAt) },
      ]}
    />
  );
}
