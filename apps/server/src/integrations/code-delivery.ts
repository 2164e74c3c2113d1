import type { AccountKind, CodePurpose, Locale } from '@wayfare/contracts';
import { createSmtpMailer, type Mailer } from './mail';
import type { SmsProvider } from './sms';

/** Sends a verification code to an e-mail address or phone number. */
export interface CodeDelivery {
  send(input: {
    account: string;
    kind: AccountKind;
    code: string;
    purpose: CodePurpose;
    locale: Locale;
  }): Promise<void>;
  close(): void;
}

type Log = { info: (msg: string) => void };

const texts: Record<Locale, { subject: string; body: (code: string, minutes: number) => string }> = {
  en: {
    subject: 'Your Wayfare verification code',
    body: (c, m) => `Your Wayfare verification code is ${c}. It expires in ${m} minutes. Never share it.`,
  },
  'th-TH': {
    subject: 'รหัสยืนยัน Wayfare ของคุณ',
    body: (c, m) => `รหัสยืนยัน Wayfare ของคุณคือ ${c} ใช้ได้ภายใน ${m} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  },
  'hi-IN': {
    subject: 'आपका Wayfare सत्यापन कोड',
    body: (c, m) => `आपका Wayfare सत्यापन कोड ${c} है। यह ${m} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`,
  },
  'zh-Hans': {
    subject: '您的 Wayfare 验证码',
    body: (c, m) => `您的 Wayfare 验证码是 ${c}，${m} 分钟内有效。请勿告诉他人。`,
  },
  'zh-Hant': {
    subject: '您的 Wayfare 驗證碼',
    body: (c, m) => `您的 Wayfare 驗證碼是 ${c}，${m} 分鐘內有效。請勿告訴他人。`,
  },
};

/**
 * E-mail goes through SMTP when `smtpUrl` is set, phone numbers through `sms` when one is configured;
 * anything without a channel is written as one log line `verification code for <account>: <code>`, so a
 * demo (and the browser tests) can sign up without a mail server.
 */
export function createCodeDelivery(opts: {
  smtpUrl?: string;
  smtpFrom: string;
  sms: SmsProvider | null;
  log: Log;
  minutes: number;
}): CodeDelivery {
  const mailer: Mailer | null = opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.smtpFrom) : null;
  return {
    async send({ account, kind, code, locale }) {
      const t = texts[locale] ?? texts.en;
      if (kind === 'email' && mailer) {
        await mailer.send({ to: account, subject: t.subject, text: t.body(code, opts.minutes) });
      } else if (kind === 'phone' && opts.sms) {
        await opts.sms.send(account, t.body(code, opts.minutes));
      } else {
        opts.log.info(`verification code for ${account}: ${code}`);
      }
    },
    close() {
      mailer?.close();
    },
  };
}
