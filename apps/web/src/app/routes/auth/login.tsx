import { href, paths } from '@/config/paths';
import { LoginForm } from '@/features/account/components/login-form';
import { ThirdPartyLogin } from '@/features/account/components/third-party-login';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { LanguageButton } from '@/features/language/components/language-button';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import type { LoginUser } from '@/lib/session';
import { finishLogin } from './finish-login';
import styles from './login.module.css';

export default function Login({ redirect: back, account }: { redirect?: string; account?: string }) {
  const { t } = useTranslation();
  const info = useAppInfo();

  // Start logic step 4 with the login answer as the fresh user info.
  const onLoggedIn = (user: LoginUser) => finishLogin(user, back);

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

        <LoginForm onLoggedIn={onLoggedIn} defaultAccount={account} />

        <div className={styles.links}>
          <button type="button" className={styles.link} onClick={() => void navigate(paths.forgetPwd)}>
            {t('login.forgot')}
          </button>
          <button
            type="button"
            className={`${styles.link} ${styles.strong}`}
            onClick={() => void navigate(href(paths.register, { redirect: back }))}
          >
            {t('login.register')}
          </button>
        </div>

        <ThirdPartyLogin
          lineEnabled={info.data?.lineLoginEnabled ?? false}
          telegramBotName={info.data?.telegramBotName ?? null}
          redirect={back}
        />
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
