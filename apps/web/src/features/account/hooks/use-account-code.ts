import type { UseFormReturn } from 'react-hook-form';
import type { AccountValues } from '../utils/form-schemas';
import { composeAccount } from '../utils/validation';
import { type CodePurpose, type SentCode, useSendCode } from './use-send-code';

/**
 * A code sent to the account a form is typing: "send" checks the account first (the form's schema) and
 * sends to it; `tokenOr` gives the token of the account being submitted, or marks the code field "send a
 * code first" when none went there (the user changed the account since).
 */
export function useAccountCode<V extends AccountValues & { code: string }>(
  form: UseFormReturn<V>,
  purpose: CodePurpose,
  opts: { initial?: SentCode | null; refuse?: (account: string) => string | null } = {},
) {
  const code = useSendCode(purpose, opts.initial ?? null);
  // The methods are typed by the form's own values; these calls only touch the account and code fields.
  const f = form as unknown as UseFormReturn<AccountValues & { code: string }>;
  const accountOf = (v: AccountValues) => composeAccount(v.kind, v.email, v.area, v.phone);

  const send = async () => {
    const v = f.getValues();
    if (!(await f.trigger(v.kind))) return;
    const refused = opts.refuse?.(accountOf(v));
    if (refused) {
      f.setError(v.kind, { message: refused });
      return;
    }
    await code.send(accountOf(v), v.kind);
  };

  const tokenOr = (account: string): string | null => {
    const token = code.tokenFor(account);
    if (!token) f.setError('code', { message: 'account.validation.code_not_sent' });
    return token;
  };

  return { sender: code, sent: code.sent, send, tokenOr, accountOf };
}
