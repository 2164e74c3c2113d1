import {
  adminWithdrawApprove,
  adminWithdrawFail,
  adminWithdrawList,
  adminWithdrawMarkPaid,
  adminWithdrawReject,
  type ResponseOf,
} from '@wayfare/contracts';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { DecisionTable } from '@/components/DecisionTable';
import { StatusTag } from '@/components/StatusTag';
import { t } from '@/i18n';
import { call } from '@/lib/api';
import { money, when } from '@/lib/format';
import { withdrawalStatus } from '@/lib/status';

type Row = ResponseOf<typeof adminWithdrawList>['list'][number];
type Action = 'approve' | 'reject' | 'paid' | 'fail';

/** Which decisions a withdrawal in each status takes. */
const actionsOf = (status: number): Action[] =>
  status === 0 ? ['approve', 'reject'] : status === 1 ? ['paid', 'fail'] : [];

/** Withdrawals wait here for finance: approve or reject, then mark the transfer paid (its reference) or failed. */
export function WithdrawalsPage() {
  return (
    <DecisionTable<Row, Action>
      title={t('nav.withdrawals')}
      queryKey="withdrawals"
      alsoInvalidate={['dashboard']}
      fetchPage={(q) => call(adminWithdrawList, q)}
      statuses={withdrawalStatus}
      actionsOf={actionsOf}
      ask={(action, n) =>
        action === 'approve'
          ? null
          : {
              title: t(`withdrawal.ask.${action}`, { n }),
              label: action === 'paid' ? t('withdrawal.reference') : t('common.reason'),
              required: action === 'reject' || action === 'fail',
            }
      }
      apply={(action, r, text) => {
        const withdrawalId = r._id;
        if (action === 'approve') return call(adminWithdrawApprove, { withdrawalId });
        if (action === 'reject') return call(adminWithdrawReject, { withdrawalId, note: text });
        if (action === 'paid') return call(adminWithdrawMarkPaid, { withdrawalId, reference: text });
        return call(adminWithdrawFail, { withdrawalId, note: text });
      }}
      actionText={(a) => t(`withdrawal.action.${a}`)}
      doneText={(a) => t(`withdrawal.done.${a}`)}
      positive={['approve', 'paid']}
      testId="withdrawal"
      csv={{
        name: 'withdrawals',
        columns: [
          { title: 'id', value: (r) => r._id },
          { title: 'uid', value: (r) => r.uid },
          { title: 'user', value: (r) => r.userAccount },
          { title: 'to', value: (r) => `${r.account.bank} ${r.account.account}` },
          { title: 'amount', value: (r) => r.amount },
          { title: 'fee', value: (r) => r.fee },
          { title: 'unit', value: (r) => r.unit },
          { title: 'status', value: (r) => r.status },
          { title: 'channel', value: (r) => r.channelCode },
          { title: 'note', value: (r) => r.note },
          { title: 'createdAt', value: (r) => r.createdAt },
          { title: 'reviewedAt', value: (r) => r.reviewedAt },
        ],
      }}
      columns={[
        { title: t('common.id'), dataIndex: '_id', width: 80 },
        {
          title: t('common.user'),
          render: (_, r) => (
            <Link to={`/users/${r.uid}`}>
              {r.userAccount ?? r.uid}{' '}
              {r.userName && <Typography.Text type="secondary">({r.userName})</Typography.Text>}
            </Link>
          ),
        },
        { title: t('common.amount'), align: 'right', render: (_, r) => money(r.amount, r.unit) },
        { title: t('withdrawal.fee'), align: 'right', render: (_, r) => money(r.fee, r.unit) },
        {
          title: t('withdrawal.to_account'),
          render: (_, r) => (
            <span>
              {r.account.bank || r.account.type} · {r.account.account}
              <br />
              <Typography.Text type="secondary">{r.account.name}</Typography.Text>
            </span>
          ),
        },
        { title: t('common.status'), render: (_, r) => <StatusTag map={withdrawalStatus} status={r.status} /> },
        { title: t('common.note'), dataIndex: 'note', ellipsis: true },
        { title: t('common.created'), render: (_, r) => when(r.createdAt) },
      ]}
    />
  );
}
