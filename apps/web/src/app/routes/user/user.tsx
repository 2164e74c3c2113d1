import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import {
  DocumentIcon,
  GlobeIcon,
  HelpIcon,
  LogoutIcon,
  NewsIcon,
  PinIcon,
  ShareIcon,
  ShieldIcon,
  UserIcon,
} from '@/components/ui/icons';
import { env } from '@/config/env';
import { type AppPath, href, paths } from '@/config/paths';
import {
  CardIcon,
  IdCardIcon,
  KeyIcon,
  PinPadIcon,
  StarIcon,
  SwapIcon,
} from '@/features/account/components/account-icons';
import { type OrderShortcut, OrderShortcuts } from '@/features/account/components/order-shortcuts';
import { ProfileHeader } from '@/features/account/components/profile-header';
import { WalletCard } from '@/features/account/components/wallet-card';
import { useAccountUser } from '@/features/account/hooks/use-account-user';
import { useAvatarUpload } from '@/features/account/hooks/use-avatar-upload';
import { useLogout } from '@/features/account/hooks/use-logout';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { LanguagePopup } from '@/features/language/components/language-popup';
import { storedPayIds } from '@/features/pay-on-behalf/utils/pay-ids';
import { currentLocale } from '@/i18n';
import { languageOptions } from '@/i18n/locales-list';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/clipboard';
import { navigate, switchTab } from '@/lib/navigation';
import { storageKeys, writeStored } from '@/lib/storage';
import { useOrderNum, useUserInfo } from '@/lib/user-reads';
import styles from './user.module.css';

/** Order list tab per shortcut (the contract's OrderListTab); reviews open "My reviews". */
const orderTab: Record<Exclude<OrderShortcut, 'toReview'>, number> = { pendingPayment: 0, toReceive: 1, refund: 2 };

const go = (url: string) => () => void navigate(url);

/**
 * Profile tab: avatar, name, invite code, wallet, order counts, every account page, language, country,
 * help and legal pages, logout. Shows the stored login info at once and refreshes it on each visit.
 */
export default function User() {
  const { t } = useTranslation();
  const user = useAccountUser();
  const userId = user?._id ?? '';
  useUserInfo(userId);
  const orders = useOrderNum(userId);
  const info = useAppInfo();
  const avatar = useAvatarUpload(info.data?.uploadMaxMb ?? 10);
  const logout = useLogout();
  const [languageOpen, setLanguageOpen] = useState(false);
  const language = languageOptions.find((l) => l.code === currentLocale());
  if (!user) return null;

  const openOrders = (which: OrderShortcut) => {
    if (which === 'toReview') {
      void navigate(paths.myComment);
      return;
    }
    writeStored(storageKeys.orderListTab, orderTab[which]);
    void switchTab(paths.orderList);
  };
  const real = user.realInfo;
  const item = (path: AppPath) => ({ onClick: go(path) });
  // Pay requests of friends opened on this device (local storage): listed on the payer page.
  const hasPayRequests = storedPayIds().length > 0;

  return (
    <div className={styles.page}>
      <ProfileHeader
        user={user}
        uploading={avatar.uploading}
        onAvatar={avatar.choose}
        onEdit={go(paths.userInfo)}
        onCopyInvite={() => void copyText(user.inviteCode ?? '')}
        onShareInvite={go(paths.invite)}
      />
      <input {...avatar.input} />
      <WalletCard
        balance={user.wallet?.balance ?? 0}
        held={user.wallet?.held}
        unit={user.wallet?.unit ?? user.currentCountry?.unit ?? 'USD'}
        wallets={user.wallet?.wallets}
        onTopUp={go(paths.rechargeCenter)}
        onWithdraw={go(paths.withdraw)}
        onRecords={go(paths.transactionRecord)}
      />
      <OrderShortcuts
        counts={orders.isSuccess ? orders.data : undefined}
        onOpen={openOrders}
        onAll={() => void switchTab(paths.orderList)}
      />

      <List className={styles.list} mode="card" header={t('account.profile.security')}>
        <List.Item prefix={<UserIcon />} {...item(paths.userInfo)}>
          {t('pages.userInfo')}
        </List.Item>
        <List.Item prefix={<KeyIcon />} {...item(paths.updatePwd)}>
          {t('pages.updatePwd')}
        </List.Item>
        <List.Item
          prefix={<PinPadIcon />}
          extra={user.hasWithdrawPassword ? t('account.profile.set') : t('account.profile.not_set')}
          {...item(paths.updateWithdrawPwd)}
        >
          {t('pages.updateWithdrawPwd')}
        </List.Item>
        <List.Item prefix={<SwapIcon />} {...item(paths.changeBindAccount)}>
          {t('pages.changeBindAccount')}
        </List.Item>
        <List.Item
          prefix={<IdCardIcon />}
          extra={
            real?.verified
              ? t('account.real.status_verified')
              : real
                ? t('account.real.status_review')
                : t('account.real.status_none')
          }
          {...item(paths.realInfo)}
        >
          {t('pages.realInfo')}
        </List.Item>
      </List>

      <List className={styles.list} mode="card" header={t('account.profile.mine')}>
        <List.Item prefix={<CardIcon />} {...item(paths.userPayment)}>
          {t('pages.userPayment')}
        </List.Item>
        <List.Item prefix={<PinIcon />} {...item(paths.userAddress)}>
          {t('pages.userAddress')}
        </List.Item>
        <List.Item prefix={<ShareIcon />} {...item(paths.invite)}>
          {t('pages.invite')}
        </List.Item>
        <List.Item prefix={<StarIcon />} {...item(paths.myComment)}>
          {t('pages.myComment')}
        </List.Item>
        {hasPayRequests && (
          <List.Item prefix={<CardIcon />} {...item(paths.payOnBehalf)} data-testid="profile-pay-requests">
            {t('pay_on_behalf.opened')}
          </List.Item>
        )}
      </List>

      <List className={styles.list} mode="card" header={t('account.profile.settings')}>
        <List.Item prefix={<GlobeIcon />} extra={language?.name} onClick={() => setLanguageOpen(true)}>
          {t('profile.language')}
        </List.Item>
        <List.Item prefix={<PinIcon />} extra={user.currentCountry?.name} {...item(paths.chooseCountry)}>
          {t('profile.country')}
        </List.Item>
      </List>

      <List className={styles.list} mode="card" header={t('account.profile.about')}>
        <List.Item prefix={<HelpIcon />} onClick={go(href(paths.infoList, { type: 'help' }))}>
          {t('profile.help')}
        </List.Item>
        <List.Item prefix={<NewsIcon />} onClick={go(href(paths.infoList, { type: 'news' }))}>
          {t('profile.news')}
        </List.Item>
        <List.Item prefix={<DocumentIcon />} onClick={go(href(paths.rich, { key: 'user_agreement' }))}>
          {t('login.user_agreement')}
        </List.Item>
        <List.Item prefix={<ShieldIcon />} onClick={go(href(paths.rich, { key: 'privacy_policy' }))}>
          {t('login.privacy_policy')}
        </List.Item>
      </List>

      <List className={styles.list} mode="card">
        <List.Item prefix={<LogoutIcon />} onClick={() => void logout()} arrowIcon={false} className={styles.logout}>
          {t('profile.logout')}
        </List.Item>
      </List>
      <p className={styles.version}>{t('profile.version', { version: env.appVersion.name })}</p>

      <LanguagePopup visible={languageOpen} onClose={() => setLanguageOpen(false)} />
    </div>
  );
}
