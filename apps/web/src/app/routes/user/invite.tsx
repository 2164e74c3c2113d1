import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { Page } from '@/components/ui/page';
import { PagedList } from '@/components/ui/paged-list';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useInvitedUsers } from '@/features/referral/api/get-invited-users';
import { useRebateList } from '@/features/referral/api/get-rebate-list';
import { useReferralInfo } from '@/features/referral/api/get-referral-info';
import { FriendItem } from '@/features/referral/components/friend-item';
import { InviteCard } from '@/features/referral/components/invite-card';
import { RebateItem } from '@/features/referral/components/rebate-item';
import { RewardRules } from '@/features/referral/components/reward-rules';
import { RewardSummary } from '@/features/referral/components/reward-summary';
import { useTranslation } from '@/i18n/use-translation';
import styles from './invite.module.css';

type Tab = 'friends' | 'rebates';

/**
 * Invite friends (reached from the profile's invite code): my code and link with a QR code and share, what
 * I earned, how rewards work in my currency, my invited friends and my rewards.
 */
export default function Invite() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('friends');
  const info = useReferralInfo();
  const friends = useInvitedUsers(tab === 'friends');
  const rebates = useRebateList(tab === 'rebates');

  if (info.isPending)
    return (
      <Page title={t('pages.invite')}>
        <LoadingState variant="detail" />
      </Page>
    );
  if (info.isError)
    return (
      <Page title={t('pages.invite')}>
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      </Page>
    );
  const data = info.data;
  const url = `${window.location.origin}${href(paths.register, { inviteCode: data.inviteCode })}`;
  const refresh = () => Promise.all([info.refetch(), tab === 'friends' ? friends.refetch() : rebates.refetch()]);

  return (
    <Page title={t('pages.invite')}>
      <InviteCard code={data.inviteCode} url={url} />
      <RewardSummary info={data} />
      <RewardRules rates={data.rates} unit={data.unit} />
      <div className={styles.lists}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className={styles.tabs}>
          <Tabs.Tab key="friends" title={t('referral.tabs.friends')} />
          <Tabs.Tab key="rebates" title={t('referral.tabs.rebates')} />
        </Tabs>
        {tab === 'friends' ? (
          <PagedList
            query={friends}
            itemKey={(f) => `${f.joinedAt}:${f.name}`}
            renderItem={(f) => <FriendItem friend={f} />}
            loading={<LoadingState rows={3} />}
            empty={
              <EmptyState title={t('referral.empty.friends_title')} description={t('referral.empty.friends_text')} />
            }
            onRefresh={refresh}
            testId="invited-friends"
          />
        ) : (
          <PagedList
            query={rebates}
            itemKey={(r) => r._id}
            renderItem={(r) => <RebateItem rebate={r} />}
            loading={<LoadingState rows={3} />}
            empty={
              <EmptyState title={t('referral.empty.rebates_title')} description={t('referral.empty.rebates_text')} />
            }
            onRefresh={refresh}
            testId="rebates"
          />
        )}
      </div>
    </Page>
  );
}
