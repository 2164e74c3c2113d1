import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTranslation } from '@/i18n/use-translation';
import { postCodeLogin } from '../api/code-login';
import { CodePurpose, useSendCode } from '../hooks/use-send-code';
import { codeLoginSchema } from '../utils/form-schemas';
import { FormCodeField } from './code-field';
import styles from './form.module.css';

type LoginResult = Awaited<ReturnType<typeof postCodeLogin>>;

type Props = {
  /** The account as the login form sent it. */
  account: string;
  onLoggedIn: (user: LoginResult) => Promise<void> | void;
  /** Back to the password. */
  onUsePassword: () => void;
};

/**
 * Signing in with a one-time code sent to the account: the way in while too many wrong passwords (maybe
 * someone else's) hold password sign-in. The first code goes out as soon as this opens.
 */
export function CodeLoginForm({ account, onLoggedIn, onUsePassword }: Props) {
  const { t } = useTranslation();
  const code = useSendCode(CodePurpose.Login);
  const kind = account.includes('@') ? 'email' : 'phone';
  const form = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: zodResolver(codeLoginSchema),
    mode: 'onSubmit',
  });
  const { handleSubmit, setError } = form;

  const sentFirst = useRef(false);
  useEffect(() => {
    if (sentFirst.current) return;
    sentFirst.current = true;
    void code.send(account, kind);
  }, [account, kind, code.send]);

  const submit = handleSubmit(async (v) => {
    const codeToken = code.tokenFor(account);
    if (!codeToken) {
      setError('code', { message: 'account.validation.code_not_sent' });
      return;
    }
    try {
      const user = await postCodeLogin({ account, code: v.code.trim(), codeToken });
      await onLoggedIn(user);
    } catch {
      // translated by the API client; the code stays typed
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>
          {/* "We sent" only once a code really went out (a refused send says why in a toast). */}
          {code.tokenFor(account) ? t('login.code_intro', { account }) : t('account.code.to_account', { account })}
        </p>
        <FormCodeField sender={code} onSend={() => void code.send(account, kind)} />
        <SubmitButton busy={form.formState.isSubmitting} busyText={t('login.signing_in')} className={styles.submit}>
          {t('login.submit')}
        </SubmitButton>
        <button type="button" className={styles.textButton} onClick={onUsePassword}>
          {t('login.use_password')}
        </button>
      </form>
    </FormProvider>
  );
}
