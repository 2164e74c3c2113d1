import { lazy, Suspense, useEffect } from 'react';
import { Page } from '@/components/ui/page';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { backOrHome, navigate } from '@/lib/navigation';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { useAccountChoices } from '../account/use-account-choices';
import styles from './auth-form.module.css';
import { finishLogin } from './finish-login';

type Props = { inviteCode?: string; invite_code?: string; redirect?: string };

// The form (its form library and checks) is asked for once the page has drawn its heading, beside the
// country list it waits for anyway: the heading paints without waiting for either.
const loadForm = () => import('@/features/account/components/register-form');
const RegisterForm = lazy(() => loadForm().then((m) => ({ default: m.RegisterForm })));

const validInvite = (v: string | undefined | null) => (v && /^[A-Za-z0-9]{4,16}$/.test(v) ? v : undefined);

/** Sign-up (spec: register). Logged in on success, then the start logic: choose a country or go home. */
export default function Register({ inviteCode, invite_code, redirect: back }: Props) {
  const { t } = useTranslation();
  const choices = useAccountChoices();
  const fromLink = validInvite(inviteCode ?? invite_code);
  const invite = fromLink ?? validInvite(readStored<string>(storageKeys.inviteCode));

  useEffect(() => {
    void loadForm();
  }, []);
  useEffect(() => {
    if (fromLink) writeStored(storageKeys.inviteCode, fromLink);
  }, [fromLink]);

  return (
    <Page title={t('pages.register')} plain>
      <div className={styles.wrap}>
        <header className={styles.head}>
          <h2 className={styles.title}>{t('account.register.title')}</h2>
          <p className={styles.subtitle}>{t('account.register.subtitle')}</p>
        </header>
        {choices.query.isPending ? (
          <LoadingState rows={5} />
        ) : choices.query.isError ? (
          <ErrorState error={choices.query.error} onRetry={() => void choices.query.refetch()} />
        ) : (
          <Suspense fallback={<LoadingState rows={5} />}>
            <RegisterForm
              areas={choices.areas}
              countries={choices.countries}
              defaultArea={choices.defaultArea}
              defaultCountry={choices.defaultCountry}
              inviteCode={invite}
              onOpenDocument={(key) => void navigate(href(paths.rich, { key }))}
              onRegistered={async (user) => {
                writeStored(storageKeys.inviteCode, null);
                await finishLogin(user, back);
              }}
            />
          </Suspense>
        )}
        <p className={styles.switch}>
          {t('account.register.have_account')}{' '}
          <button type="button" className={styles.switchLink} onClick={backOrHome}>
            {t('account.register.login')}
          </button>
        </p>
      </div>
    </Page>
  );
}
