import { zodResolver } from '@hookform/resolvers/zod';
import Input from 'antd-mobile/es/components/input';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { postLogin } from '../api/login';
import { loginSchema } from '../utils/form-schemas';
import styles from './login-form.module.css';

// Signing in with a code is the fallback after a refused password: its form loads when offered.
const CodeLoginForm = lazy(() => import('./code-login-form').then((m) => ({ default: m.CodeLoginForm })));

/** Catalogue code of "too many operations" (contract ErrorCode.TooManyOperations). */
export const TOO_MANY_OPERATIONS = 1022;

type Values = { account: string; logonPassword: string };
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
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { account: defaultAccount, logonPassword: '' },
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
  });

  const submit = handleSubmit(async (values) => {
    try {
      const user = await postLogin({ account: values.account.trim(), logonPassword: values.logonPassword });
      await onLoggedIn(user);
    } catch (err) {
      // The API client already showed the translated reason; the form keeps what was typed.
      if (err instanceof ApiError && err.status === TOO_MANY_OPERATIONS) setHeld(values.account.trim());
    }
  });

  if (held && withCode) {
    return (
      <Suspense fallback={null}>
        <CodeLoginForm account={held} onLoggedIn={onLoggedIn} onUsePassword={() => setWithCode(false)} />
      </Suspense>
    );
  }
  // The offer is for the account that was refused, not for one typed since.
  const offer = held !== null && held === watch('account').trim();

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={`${styles.field} ${errors.account ? styles.invalid : ''}`}>
        <UserIcon size={20} className={styles.icon} />
        <Controller
          name="account"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              placeholder={t('login.account_placeholder')}
              aria-label={t('login.account')}
              autoComplete="username"
              inputMode="email"
              clearable
              maxLength={254}
            />
          )}
        />
      </div>
      {errors.account?.message && (
        <p className={styles.error} role="alert">
          {t(errors.account.message)}
        </p>
      )}

      <div className={`${styles.field} ${errors.logonPassword ? styles.invalid : ''}`}>
        <LockIcon size={20} className={styles.icon} />
        <Controller
          name="logonPassword"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              type={showPassword ? 'text' : 'password'}
              placeholder={t('login.password_placeholder')}
              aria-label={t('login.password')}
              autoComplete="current-password"
              maxLength={128}
            />
          )}
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
      {errors.logonPassword?.message && (
        <p className={styles.error} role="alert">
          {t(errors.logonPassword.message)}
        </p>
      )}

      <SubmitButton busy={isSubmitting} busyText={t('login.signing_in')} className={styles.submit}>
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
