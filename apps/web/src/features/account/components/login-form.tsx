import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { EyeIcon, EyeOffIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { postLogin } from '../api/login';
import { loginProblems } from '../utils/login-check';
import styles from './login-form.module.css';

// Signing in with a code is the fallback after a refused password: its form loads when offered.
const CodeLoginForm = lazy(() => import('./code-login-form').then((m) => ({ default: m.CodeLoginForm })));

/** Catalogue code of "too many operations" (contract ErrorCode.TooManyOperations). */
export const TOO_MANY_OPERATIONS = 1022;

type LoginResult = Awaited<ReturnType<typeof postLogin>>;

type Props = {
  onLoggedIn: (user: LoginResult) => Promise<void> | void;
  /** Prefilled account (after a password reset). */
  defaultAccount?: string;
};

/**
 * Account + password; validates before sending, keeps the input on errors, disables while sending. When
 * password sign-in is on hold ("too many operations": wrong passwords, maybe someone else's), it offers to
 * sign in with a one-time code sent to the account instead.
 */
export function LoginForm({ onLoggedIn, defaultAccount = '' }: Props) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  /** The account whose password sign-in is on hold, and whether the code form is open for it. */
  const [held, setHeld] = useState<string | null>(null);
  const [withCode, setWithCode] = useState(false);
  const [account, setAccount] = useState(defaultAccount);
  const [logonPassword, setLogonPassword] = useState('');
  // Plain state, not a form library: this form is on the first load of a logged-out visit. Problems show
  // once a send was tried, and follow the typing from then on.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const accountRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);
  const errors = tried ? loginProblems({ account, logonPassword }) : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    const problems = loginProblems({ account, logonPassword });
    if (problems.account) return accountRef.current?.focus();
    if (problems.logonPassword) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const user = await postLogin({ account: account.trim(), logonPassword });
      await onLoggedIn(user);
    } catch (err) {
      // The API client already showed the translated reason; the form keeps what was typed.
      if (err instanceof ApiError && err.status === TOO_MANY_OPERATIONS) setHeld(account.trim());
    } finally {
      setBusy(false);
    }
  };

  if (held && withCode) {
    return (
      <Suspense fallback={null}>
        <CodeLoginForm account={held} onLoggedIn={onLoggedIn} onUsePassword={() => setWithCode(false)} />
      </Suspense>
    );
  }
  // The offer is for the account that was refused, not for one typed since.
  const offer = held !== null && held === account.trim();

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={`${styles.field} ${errors.account ? styles.invalid : ''}`}>
        <UserIcon size={20} className={styles.icon} />
        <Input
          ref={accountRef}
          name="account"
          value={account}
          onChange={setAccount}
          placeholder={t('login.account_placeholder')}
          aria-label={t('login.account')}
          autoComplete="username"
          inputMode="email"
          clearable
          maxLength={254}
        />
      </div>
      {errors.account && (
        <p className={styles.error} role="alert">
          {t(errors.account)}
        </p>
      )}

      <div className={`${styles.field} ${errors.logonPassword ? styles.invalid : ''}`}>
        <LockIcon size={20} className={styles.icon} />
        <Input
          ref={passwordRef}
          name="logonPassword"
          value={logonPassword}
          onChange={setLogonPassword}
          type={showPassword ? 'text' : 'password'}
          placeholder={t('login.password_placeholder')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          maxLength={128}
        />
        <button
          type="button"
          className={styles.eye}
          onClick={() => setShowPassword((s) => !s)}
          aria-label={showPassword ? t('login.hide_password') : t('login.show_password')}
          aria-pressed={showPassword}
        >
          {showPassword ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
        </button>
      </div>
      {errors.logonPassword && (
        <p className={styles.error} role="alert">
          {t(errors.logonPassword)}
        </p>
      )}

      <SubmitButton busy={busy} busyText={t('login.signing_in')} className={styles.submit}>
        {t('login.submit')}
      </SubmitButton>
      {offer && (
        <div className={styles.locked} role="status">
          <p>{t('login.held')}</p>
          <button type="button" className={styles.useCode} onClick={() => setWithCode(true)}>
            {t('login.use_code')}
          </button>
        </div>
      )}
    </form>
  );
}
