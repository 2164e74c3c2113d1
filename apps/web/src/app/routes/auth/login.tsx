import { useTranslation } from 'react-i18next';
import { href, isEntryPath, isKnownPath, isTabPath, paths } from '@/config/paths';
import { LoginForm } from '@/features/account/components/login-form';
import { LanguageButton } from '@/features/language/components/language-button';
import { navigate, relaunch } from '@/lib/navigation';
import { type LoginUser, saveLoginUser, sessionStore } from '@/lib/session';
import { afterLogin } from '../../start';
import { startDeps } from '../../start-deps';
import styles from './login.module.css';

/** Where to go after login: the page that sent the user here, if it is one of ours. */
function safeRedirect(target: string | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  if (!isKnownPath(target) || isEntryPath(target) || target.startsWith(paths.login)) return null;
  return target;
}

export default function Login({ redirect: back }: { redirect?: string }) {
  const { t } = useTranslation();

  const onLoggedIn = async (user: LoginUser) => {
    saveLoginUser(user);
    // Start logic step 4 with the login answer as the fresh user info.
    const target = await afterLogin({ ...startDeps(), refreshUser: async () => sessionStore.get() });
    const wanted = safeRedirect(back);
    await relaunch(target === paths.home && wanted && !isTabPath(wanted) ? wanted : target);
  };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <LanguageButton />
      </header>
      <main className={styles.main}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={64} height={64} className={styles.logo} />
          <h1 className={styles.title}>{t('login.title')}</h1>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </div>

        <LoginForm onLoggedIn={onLoggedIn} />

        <div className={styles.links}>
          <button type="button" className={styles.link} onClick={() => void navigate(paths.forgetPwd)}>
            {t('login.forgot')}
          </button>
          <button
            type="button"
            className={`${styles.link} ${styles.strong}`}
            onClick={() => void navigate(paths.register)}
          >
            {t('login.register')}
          </button>
        </div>
      </main>
      <footer className={styles.footer}>
        <p className={styles.terms}>
          {t('login.terms_prefix')}{' '}
          <button
            type="button"
            className={styles.inline}
            onClick={() => void navigate(href(paths.rich, { key: 'user_agreement' }))}
          >
            {t('login.user_agreement')}
          </button>{' '}
          {t('login.terms_and')}{' '}
          <button
            type="button"
            className={styles.inline}
            onClick={() => void navigate(href(paths.rich, { key: 'privacy_policy' }))}
          >
            {t('login.privacy_policy')}
          </button>
          {t('login.terms_suffix')}
        </p>
      </footer>
    </div>
  );
}
