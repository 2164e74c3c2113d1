import { useQueryClient } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { TrashIcon } from '@/features/account/components/account-icons';
import { DeleteAccountSheet } from '@/features/account/components/delete-account-sheet';
import { UserInfoForm } from '@/features/account/components/user-info-form';
import { useAccountUser } from '@/features/account/hooks/use-account-user';
import { useAvatarUpload } from '@/features/account/hooks/use-avatar-upload';
import { maskAccount } from '@/features/account/utils/validation';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome, navigate, relaunch } from '@/lib/navigation';
import { clearLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import styles from './account-pages.module.css';

/** Personal info: avatar, profile fields, country, account; and, at the bottom, deleting the account. */
export default function UserInfo() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const info = useAppInfo();
  const avatar = useAvatarUpload(info.data?.uploadMaxMb ?? 10);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;

  const onDeleted = async () => {
    clearLoginUser();
    queryClient.clear();
    toast(t('account.delete.done'));
    await relaunch(paths.login);
  };

  return (
    <Page title={t('pages.userInfo')}>
      <List className={styles.list} mode="card">
        <List.Item
          onClick={avatar.choose}
          extra={<LazyImage src={user.head || '/avatar.svg'} alt="" round eager className={styles.avatar} />}
          description={avatar.uploading ? t('account.avatar.uploading') : undefined}
        >
          {t('account.avatar.title')}
        </List.Item>
        <List.Item
          extra={user.currentCountry?.name ?? t('account.form.not_set')}
          onClick={() => void navigate(paths.chooseCountry)}
        >
          {t('profile.country')}
        </List.Item>
        <List.Item
          extra={maskAccount(user.account) || t('account.form.not_set')}
          onClick={() => void navigate(paths.changeBindAccount)}
        >
          {t('account.info.account')}
        </List.Item>
      </List>
      <input {...avatar.input} />
      <section className={styles.card}>
        <UserInfoForm user={user} onSaved={backOrHome} />
      </section>
      <div className={styles.dangerZone}>
        <button type="button" className={styles.danger} onClick={() => setDeleting(true)}>
          <TrashIcon size={18} />
          {t('account.delete.title')}
        </button>
      </div>
      <DeleteAccountSheet visible={deleting} onClose={() => setDeleting(false)} user={user} onDeleted={onDeleted} />
    </Page>
  );
}
