import { ChevronRightIcon, CopyIcon, ShareIcon } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import type { LoginUser } from '@/lib/session';
import { CameraIcon } from './account-icons';
import styles from './profile-header.module.css';

type Props = {
  user: LoginUser;
  uploading?: boolean;
  onAvatar?: () => void;
  onEdit?: () => void;
  onCopyInvite?: () => void;
  onShareInvite?: () => void;
};

/** Avatar (tap to change), name and account (tap to edit), and the invite code with copy and share. */
export function ProfileHeader({ user, uploading, onAvatar, onEdit, onCopyInvite, onShareInvite }: Props) {
  const { t } = useTranslation();
  const name = user.name?.trim() || t('profile.unnamed');
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={onAvatar}
          disabled={uploading}
          aria-label={t('account.avatar.change')}
          aria-busy={uploading}
        >
          <LazyImage src={user.head || '/avatar.svg'} alt="" round eager className={styles.avatar} />
          <span className={styles.camera} aria-hidden="true">
            {uploading ? <span className={styles.spinner} /> : <CameraIcon size={14} />}
          </span>
        </button>
        <button type="button" className={styles.who} onClick={onEdit} aria-label={t('account.profile.edit', { name })}>
          <span className={styles.nameRow}>
            <span className={styles.name}>{name}</span>
            <ChevronRightIcon size={18} />
          </span>
          {user.account && <span className={styles.account}>{user.account}</span>}
        </button>
      </div>
      {user.inviteCode && (
        <div className={styles.invite}>
          <span className={styles.inviteText}>{t('profile.invite_code', { code: user.inviteCode })}</span>
          <button
            type="button"
            className={styles.inviteButton}
            onClick={onCopyInvite}
            aria-label={t('account.invite.copy')}
          >
            <CopyIcon size={18} />
          </button>
          <button
            type="button"
            className={styles.inviteButton}
            onClick={onShareInvite}
            aria-label={t('account.invite.share')}
          >
            <ShareIcon size={18} />
          </button>
        </div>
      )}
    </header>
  );
}
