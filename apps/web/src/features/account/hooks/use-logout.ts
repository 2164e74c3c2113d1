import { useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { relaunch } from '@/lib/navigation';
import { clearLoginUser, getToken } from '@/lib/session';
import { endingSession } from '@/lib/socket';
import { postLogout } from '../api/logout';

/** Ask, end the session on the server (best effort), close chat, forget the login, restart at login. */
export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async () => {
    const ok = await Dialog.confirm({
      title: t('profile.logout_title'),
      content: t('profile.logout_confirm'),
      confirmText: t('profile.logout'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await endingSession(getToken(), () => postLogout({})).catch(() => undefined);
    clearLoginUser();
    queryClient.clear();
    await relaunch(paths.login);
  };
}
