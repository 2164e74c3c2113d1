import { useTranslation } from '@/i18n/use-translation';
import { ApiError, translateError } from '@/lib/api-client';

/** Password errors the sheet shows itself: a wrong password (with the tries left), a lock-out. */
export const isPinError = (err: unknown) =>
  err instanceof ApiError && (err.key === 'withdraw_password_incorrect' || err.key === 'too_many_operations');

/** The text of a failed password check in the user's language, with how many tries remain. */
export function usePinErrorText() {
  const { t } = useTranslation();
  return (err: unknown) => {
    const text = translateError(err);
    const remaining = err instanceof ApiError ? err.params.remaining : undefined;
    return typeof remaining === 'number' && remaining > 0
      ? `${text}. ${t('wallet.pin.remaining', { count: remaining })}`
      : text;
  };
}
