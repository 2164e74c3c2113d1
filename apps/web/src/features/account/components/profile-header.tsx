import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/ui/lazy-image';
import { PriceTag } from '@/components/ui/price-tag';
import type { LoginUser } from '@/lib/session';
import styles from './profile-header.module.css';

/** Avatar, name, account and wallet balance of the signed-in user. */
export function ProfileHeader({ user }: { user: LoginUser }) {
  const { t } = useTranslation();
  const name = user.name?.trim() || t('profile.unnamed');
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <LazyImage src={user.head || '/avatar.svg'} alt="" round className={styles.avatar} />
        <div className={styles.who}>
          <h1 className={styles.name}>{name}</h1>
          {user.account && <p className={styles.account}>{user.account}</p>}
          {user.inviteCode && <p className={styles.account}>{t('profile.invite_code', { code: user.inviteCode })}</p>}
        </div>
      </div>
      <div className={styles.wallet}>
        <span className={styles.walletLabel}>{t('profile.balance')}</span>
        <PriceTag amount={user.wallet?.balance ?? 0} size="lg" tone="plain" className={styles.balance} />
      </div>
    </header>
  );
}
