import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon, GlobeIcon, HelpIcon, LogoutIcon, NewsIcon, PinIcon, ShieldIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { href, paths } from '@/config/paths';
import { ProfileHeader } from '@/features/account/components/profile-header';
import { useLogout } from '@/features/account/hooks/use-logout';
import { LanguagePopup } from '@/features/language/components/language-popup';
import { currentLocale } from '@/i18n';
import { languageOptions } from '@/i18n/locales-list';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import styles from './user.module.css';

/** Profile tab: who is signed in, their balance, language, country, help, and logout. */
export default function User() {
  const { t } = useTranslation();
  const user = useLoginUser();
  const logout = useLogout();
  const [languageOpen, setLanguageOpen] = useState(false);
  const language = languageOptions.find((l) => l.code === currentLocale());
  if (!user) return null;
  return (
    <div className={styles.page}>
      <ProfileHeader user={user} />
      <List className={styles.list} mode="card">
        <List.Item prefix={<GlobeIcon />} extra={language?.name} onClick={() => setLanguageOpen(true)}>
          {t('profile.language')}
        </List.Item>
        <List.Item
          prefix={<PinIcon />}
          extra={user.currentCountry?.name}
          onClick={() => void navigate(paths.chooseCountry)}
        >
          {t('profile.country')}
        </List.Item>
      </List>
      <List className={styles.list} mode="card">
        <List.Item prefix={<HelpIcon />} onClick={() => void navigate(href(paths.infoList, { type: 'help' }))}>
          {t('profile.help')}
        </List.Item>
        <List.Item prefix={<NewsIcon />} onClick={() => void navigate(href(paths.infoList, { type: 'news' }))}>
          {t('profile.news')}
        </List.Item>
        <List.Item prefix={<DocumentIcon />} onClick={() => void navigate(href(paths.rich, { key: 'user_agreement' }))}>
          {t('login.user_agreement')}
        </List.Item>
        <List.Item prefix={<ShieldIcon />} onClick={() => void navigate(href(paths.rich, { key: 'privacy_policy' }))}>
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
