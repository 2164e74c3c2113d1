import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'antd-mobile/es/components/button';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { BottomPopup } from '@/components/ui/bottom-popup';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { endingSession } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { postDelUser } from '../api/del-user';
import type { AccountUser } from '../hooks/use-account-user';
import { CodePurpose, useSendCode } from '../hooks/use-send-code';
import { codeSchema, currentPasswordSchema } from '../utils/form-schemas';
import { InfoIcon } from './account-icons';
import { OwnAccountCodeField } from './code-field';
import styles from './delete-account-sheet.module.css';
import formStyles from './form.module.css';
import { FormPasswordField } from './password-field';

type Values = { password: string; code: string };

/** What confirms a deletion: the login password, a code sent to the account, or (no password, no account) nothing. */
const confirmSchemas = {
  password: z.object({ password: currentPasswordSchema, code: z.string() }),
  code: z.object({ password: z.string(), code: codeSchema }),
  fresh: z.object({ password: z.string(), code: z.string() }),
};

type Props = { visible: boolean; onClose: () => void; user: AccountUser; onDeleted: () => Promise<void> | void };

/** The message for a refused deletion: money left in the wallet gets its own explanation. */
export function deleteRefusal(err: unknown, t: (k: string) => string): string {
  if (err instanceof ApiError && err.key === 'invalid_state' && err.params.reason === 'balance') {
    return t('account.delete.balance_left');
  }
  return translateError(err);
}

/**
 * Delete the account (`/user/DelUser`) after confirming with the login password, or with a code sent to the
 * account when there is no password; a Telegram/LINE-only account confirms by a recent login.
 */
export function DeleteAccountSheet({ visible, onClose, user, onDeleted }: Props) {
  const { t } = useTranslation();
  const sender = useSendCode(CodePurpose.Reset);
  const account = user.account ?? '';
  const method = user.hasLoginPassword !== false ? 'password' : account ? 'code' : 'fresh';
  const form = useForm<Values>({
    defaultValues: { password: '', code: '' },
    resolver: zodResolver(confirmSchemas[method]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, formState } = form;
  const busy = formState.isSubmitting;

  const confirm = handleSubmit(async (v) => {
    const codeToken = sender.tokenFor(account);
    if (method === 'code' && !codeToken) {
      setError('code', { message: 'account.validation.code_not_sent' });
      return;
    }
    try {
      const input =
        method === 'password'
          ? { logonPassword: v.password }
          : method === 'code'
            ? { code: v.code, codeToken: codeToken ?? undefined }
            : {};
      await endingSession(getToken(), () => postDelUser(input));
      await onDeleted();
    } catch (err) {
      toast(deleteRefusal(err, t));
    }
  });

  return (
    <BottomPopup visible={visible} onClose={onClose} title={t('account.delete.title')} keepMounted>
      <FormProvider {...form}>
        <div className={styles.body}>
          <div className={styles.warning}>
            <InfoIcon size={20} />
            <div>
              <p className={styles.lead}>{t('account.delete.lead')}</p>
              <ul className={styles.points}>
                <li>{t('account.delete.point_data')}</li>
                <li>{t('account.delete.point_balance')}</li>
                <li>{t('account.delete.point_sessions')}</li>
              </ul>
            </div>
          </div>
          {method === 'password' && (
            <FormPasswordField name="password" label={t('account.delete.password')} autoComplete="current-password" />
          )}
          {method === 'code' && (
            <Controller
              name="code"
              control={form.control}
              render={({ field, fieldState }) => (
                <OwnAccountCodeField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  account={account}
                  sender={sender}
                />
              )}
            />
          )}
          <Button
            block
            color="danger"
            size="large"
            shape="rounded"
            loading={busy}
            disabled={busy}
            onClick={() => void confirm()}
            className={formStyles.submit}
          >
            {t('account.delete.confirm')}
          </Button>
          <Button block fill="none" size="large" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </div>
      </FormProvider>
    </BottomPopup>
  );
}
