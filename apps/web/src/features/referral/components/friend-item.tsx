import type { InvitedUser } from '@wayfare/contracts';
import { StatusTag } from '@/components/ui/status-tag';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/format';
import styles from './referral-items.module.css';

/** A friend I invited: display name, when they joined, whether they have topped up. Nothing else of theirs. */
export function FriendItem({ friend }: { friend: InvitedUser }) {
  const { t } = useTranslation();
  const name = friend.name || t('referral.friend.deleted');
  return (
    <div className={styles.item} data-testid="invited-friend">
      <span className={styles.avatar} aria-hidden="true">
        {friend.head ? <img src={friend.head} alt="" loading="lazy" /> : name.slice(0, 1).toUpperCase()}
      </span>
      <div className={styles.main}>
        <span className={styles.title}>{name}</span>
        <span className={styles.sub}>{t('referral.friend.joined', { date: formatDate(friend.joinedAt) })}</span>
      </div>
      <StatusTag tone={friend.firstTopUp ? 'success' : 'muted'}>
        {friend.firstTopUp ? t('referral.friend.topped_up') : t('referral.friend.not_topped_up')}
      </StatusTag>
    </div>
  );
}
