import Button from 'antd-mobile/es/components/button';
import { useCallback, useState } from 'react';
import { PinKeypad } from '@/components/ui/pin-keypad';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { saveLoginUser } from '@/lib/session';
import { postSetWithdrawalPassword } from '../api/set-withdrawal-password';
import type { AccountUser } from '../hooks/use-account-user';
import { CodePurpose, useSendCode } from '../hooks/use-send-code';
import { codeSchema, currentPasswordSchema, problemOf } from '../utils/form-schemas';
import { OwnAccountCodeField } from './code-field';
import styles from './form.module.css';
import { PasswordField } from './password-field';
import flow from './withdraw-password-flow.module.css';

type Step = 'verify' | 'new' | 'confirm';
/** How the user proves it is them: old PIN (change), login password (first set), a code, or a recent login. */
type Proof = 'pin' | 'password' | 'code' | 'fresh';

/** Refusals that mean "the proof was wrong": back to the first step, the new PIN kept. */
const proofErrors = new Set([
  'withdraw_password_incorrect',
  'original_password_incorrect',
  'code_incorrect',
  'login_timeout',
]);

/**
 * Set (first time) or change the six-digit withdrawal password: prove it is you (checked by the server at
 * once), type the new PIN on the secure keypad, type it again. No default PIN exists; the server limits wrong old PINs.
 */
export function WithdrawPasswordFlow({ user, onDone }: { user: AccountUser; onDone: () => void }) {
  const { t } = useTranslation();
  const changing = user.hasWithdrawPassword === true;
  const account = user.account ?? '';
  const initialProof: Proof = changing
    ? 'pin'
    : user.hasLoginPassword !== false
      ? 'password'
      : account
        ? 'code'
        : 'fresh';
  const [proof, setProof] = useState<Proof>(initialProof);
  const [step, setStep] = useState<Step>(initialProof === 'fresh' ? 'new' : 'verify');
  const [oldPin, setOldPin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sender = useSendCode(CodePurpose.Reset);

  /** What proves it is the user, as the call takes it. */
  const proofBody = (typedOldPin: string) =>
    proof === 'code'
      ? { code, codeToken: sender.tokenFor(account) ?? undefined }
      : proof === 'pin'
        ? { oldPaw: typedOldPin }
        : proof === 'password'
          ? { oldPaw: password }
          : // The contract asks for oldPaw or a code; an account with neither proves itself by a recent
            // login, which the server checks, so any placeholder stands in.
            { oldPaw: 'recent-login' };

  const submit = async (newPaw: string, typedOldPin = oldPin) => {
    setBusy(true);
    try {
      await postSetWithdrawalPassword({ newPaw, ...proofBody(typedOldPin) });
      saveLoginUser({ hasWithdrawPassword: true });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && proofErrors.has(err.key) && proof !== 'fresh') {
        setOldPin('');
        setStep('verify');
      }
    } finally {
      setBusy(false);
    }
  };

  /** `typed` is the old PIN as just completed on the keypad (state catches up a render later). */
  const verified = async (typed?: string) => {
    const rule =
      proof === 'password'
        ? problemOf(currentPasswordSchema, password)
        : proof === 'code'
          ? problemOf(codeSchema, code)
          : true;
    if (rule !== true) {
      setError(rule);
      return;
    }
    if (proof === 'code' && !sender.tokenFor(account)) {
      setError('account.validation.code_not_sent');
      return;
    }
    setError(null);
    const typedPin = typed ?? oldPin;
    setBusy(true);
    try {
      // The proof is checked before the new PIN is typed (twice), not after: a wrong password is said here.
      await postSetWithdrawalPassword({ ...proofBody(typedPin), checkOnly: true });
    } catch {
      // The API client said why; a wrong old PIN is typed again.
      if (proof === 'pin') setOldPin('');
      return;
    } finally {
      setBusy(false);
    }
    // Coming back after a refused proof with the new PIN already chosen: send at once.
    if (pin.length === 6 && confirm === pin) void submit(pin, typedPin);
    else setStep('new');
  };

  const onNewPin = useCallback(() => {
    // A "do not match" from the last try belongs to that try: the confirm step starts clean.
    setError(null);
    setConfirm('');
    setStep('confirm');
  }, []);

  const onConfirm = (value: string) => {
    if (value !== pin) {
      setError('account.validation.password_mismatch');
      setPin('');
      setConfirm('');
      setStep('new');
      return;
    }
    setError(null);
    void submit(value);
  };

  const steps: Step[] = initialProof === 'fresh' ? ['new', 'confirm'] : ['verify', 'new', 'confirm'];
  const heading =
    step === 'verify'
      ? t(
          proof === 'pin'
            ? 'account.withdraw.enter_old'
            : proof === 'code'
              ? 'account.withdraw.verify_code'
              : 'account.withdraw.verify_password',
        )
      : step === 'new'
        ? t('account.withdraw.enter_new')
        : t('account.withdraw.enter_again');
  const message = error ? t(error) : null;
  const pinLabels = (entered: number) => ({
    name: heading,
    progress: t('account.withdraw.digits_entered', { entered, length: 6 }),
    erase: t('account.withdraw.delete_digit'),
  });

  return (
    <div className={flow.wrap}>
      <ol className={flow.steps} aria-label={t('account.withdraw.progress')}>
        {steps.map((s, i) => (
          <li
            key={s}
            className={steps.indexOf(step) >= i ? flow.done : undefined}
            aria-current={s === step ? 'step' : undefined}
          >
            <span className={flow.num}>{i + 1}</span>
            <span className={flow.stepText}>{t(`account.withdraw.step_${s}`)}</span>
          </li>
        ))}
      </ol>
      <h2 className={flow.heading}>{heading}</h2>
      {step === 'verify' && proof === 'pin' && (
        <>
          {message && (
            <p className={flow.error} role="alert">
              {message}
            </p>
          )}
          <PinKeypad
            value={oldPin}
            onChange={setOldPin}
            onComplete={(v) => void verified(v)}
            disabled={busy}
            shuffle
            labels={pinLabels(oldPin.length)}
          />
        </>
      )}
      {step === 'verify' && proof === 'password' && (
        <div className={styles.form}>
          <PasswordField
            label={t('account.form.login_password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={error ?? undefined}
          />
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => void verified()}
            loading={busy}
            disabled={busy}
            className={styles.submit}
          >
            {t('account.form.next')}
          </Button>
        </div>
      )}
      {step === 'verify' && proof === 'code' && (
        <div className={styles.form}>
          <OwnAccountCodeField
            value={code}
            onChange={setCode}
            error={error ?? undefined}
            account={account}
            sender={sender}
          />
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => void verified()}
            loading={busy}
            disabled={busy}
            className={styles.submit}
          >
            {t('account.form.next')}
          </Button>
        </div>
      )}
      {step === 'verify' && account && proof !== 'code' && (
        <button
          type="button"
          className={flow.switch}
          onClick={() => {
            setError(null);
            setProof('code');
          }}
        >
          {t(proof === 'pin' ? 'account.withdraw.forgot_pin' : 'account.withdraw.use_code')}
        </button>
      )}
      {step === 'new' && (
        <>
          {message && (
            <p className={flow.error} role="alert">
              {message}
            </p>
          )}
          <PinKeypad value={pin} onChange={setPin} onComplete={onNewPin} labels={pinLabels(pin.length)} />
        </>
      )}
      {step === 'confirm' && (
        <>
          {(busy ? null : message) && (
            <p className={flow.error} role="alert">
              {busy ? null : message}
            </p>
          )}
          <PinKeypad
            value={confirm}
            onChange={setConfirm}
            onComplete={onConfirm}
            disabled={busy}
            labels={pinLabels(confirm.length)}
          />
        </>
      )}
      {step === 'confirm' && busy && (
        <p className={flow.busy} role="status">
          {t('account.form.saving')}
        </p>
      )}
      {step === 'confirm' && !busy && confirm.length === 6 && confirm === pin && (
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => void submit(pin)}
          className={styles.submit}
        >
          {t('common.retry')}
        </Button>
      )}
      <p className={flow.note}>{t('account.withdraw.note')}</p>
    </div>
  );
}
