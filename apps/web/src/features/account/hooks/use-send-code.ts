import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { postSendCode } from '../api/send-code';
import type { AccountKind } from '../utils/validation';

/** `sendType` of `/user/SendCode` (the contract's CodePurpose). */
export const CodePurpose = { Register: 1, Reset: 2, Rebind: 3, Login: 4 } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

/** Spec: the send-code button counts down 60 s (the server's `resendIn` when it says otherwise). */
export const RESEND_SECONDS = 60;

/** A code that was sent: for which account, the token that names it, and when another may be asked. */
export type SentCode = { account: string; codeToken: string; resendAt: number };

/**
 * Sending a verification code and the resend countdown. The token belongs to the account it was sent to:
 * `tokenFor` answers null once the user edits the account, so a stale code is never submitted.
 */
export function useSendCode(purpose: CodePurpose, initial: SentCode | null = null) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentCode | null>(initial);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const waiting = sent !== null && sent.resendAt > now;

  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [waiting]);

  const left = sent ? Math.max(0, Math.ceil((sent.resendAt - now) / 1000)) : 0;

  const send = async (account: string, kind: AccountKind): Promise<boolean> => {
    if (sending || (left > 0 && sent?.account === account)) return false;
    setSending(true);
    try {
      const res = await postSendCode({ account, type: kind, sendType: purpose });
      const at = Date.now();
      setNow(at);
      setSent({ account, codeToken: res.codeToken, resendAt: at + (res.resendIn || RESEND_SECONDS) * 1000 });
      toast(t('account.code.sent', { account }));
      return true;
    } catch (err) {
      // "Too many operations, wait N seconds": the button counts those seconds down instead.
      const seconds = err instanceof ApiError ? Number(err.params.seconds) : Number.NaN;
      if (seconds > 0) {
        const at = Date.now();
        setNow(at);
        setSent((prev) => ({
          account,
          codeToken: prev?.account === account ? prev.codeToken : '',
          resendAt: at + seconds * 1000,
        }));
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  const tokenFor = (account: string) => (sent?.account === account && sent.codeToken ? sent.codeToken : null);

  return { sent, left, sending, send, tokenFor };
}
