/**
 * Form rules of the account screens (spec section 5 and the contract's field schemas), checked before
 * anything is sent. Each rule answers `true` or the i18n key of what is wrong.
 */
export type AccountKind = 'email' | 'phone';
export type Rule = true | string;

const v = (key: string) => `account.validation.${key}`;

/** The contract's e-mail shape (`accountField`). */
const emailRe = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Characters as a person counts them (code points): an emoji is one, never two. */
export const charCount = (s: string) => [...s].length;

/** Phone digits as typed, without spaces or dashes, and without the national trunk 0 (`081…` → `81…`). */
export const phoneDigits = (n: string) => n.replace(/\D/g, '').replace(/^0+/, '');

/** The account the server expects: the e-mail, or `+` area code and number. */
export function composeAccount(kind: AccountKind, email: string, area: string, phone: string): string {
  return kind === 'email' ? email.trim() : `+${area.replace(/\D/g, '')}${phoneDigits(phone)}`;
}

export function checkEmail(email: string): Rule {
  const e = email.trim();
  if (!e) return v('email_required');
  return emailRe.test(e) && e.length <= 254 ? true : v('email_invalid');
}

/** 6 to 16 digits with the area code, as the contract's phone account allows. */
export function checkPhone(area: string, phone: string): Rule {
  if (!phone.trim()) return v('phone_required');
  if (/[^\d\s()-]/.test(phone.trim())) return v('phone_invalid');
  const digits = `${area.replace(/\D/g, '')}${phoneDigits(phone)}`;
  return phoneDigits(phone).length >= 4 && digits.length >= 6 && digits.length <= 16 ? true : v('phone_invalid');
}

export function checkAccount(kind: AccountKind, email: string, area: string, phone: string): Rule {
  return kind === 'email' ? checkEmail(email) : checkPhone(area, phone);
}

export function checkCode(code: string): Rule {
  if (!code.trim()) return v('code_required');
  return /^\d{6}$/.test(code.trim()) ? true : v('code_invalid');
}

/** A new password: 8 to 128 characters of any script, never trimmed or truncated. */
export function checkNewPassword(password: string): Rule {
  if (password === '') return v('password_required');
  const n = charCount(password);
  return n >= 8 && n <= 128 ? true : v('password_length');
}

/** Spec section 5: "The two passwords do not match". */
export function checkConfirm(confirm: string, password: string): Rule {
  if (confirm === '') return v('confirm_required');
  return confirm === password ? true : v('password_mismatch');
}

export function checkCurrentPassword(password: string): Rule {
  return password === '' ? v('current_password_required') : true;
}

/** Optional; when given, 4 to 16 letters or digits (the contract's invite code). */
export function checkInviteCode(code: string): Rule {
  const c = code.trim();
  return c === '' || /^[A-Za-z0-9]{4,16}$/.test(c) ? true : v('invite_invalid');
}

/** The withdrawal password: six digits. */
export function checkPin(pin: string): Rule {
  if (pin === '') return v('pin_required');
  return /^\d{6}$/.test(pin) ? true : v('pin_digits');
}

export function checkRequired(value: string | null | undefined, key: string): Rule {
  return value && value.trim() !== '' ? true : v(key);
}

/** Brazil's CPF: 11 digits, bare or as 000.000.000-00, with valid check digits. */
export function checkCpf(cpf: string): Rule {
  const c = cpf.trim();
  if (c === '') return true;
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(c)) return v('cpf_invalid');
  const d = c.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(d)) return v('cpf_invalid');
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]) ? true : v('cpf_invalid');
}

/** Peru's CCI interbank account number: 20 digits. */
export function checkCci(cci: string): Rule {
  const c = cci.replace(/[\s-]/g, '');
  return c === '' || /^\d{20}$/.test(c) ? true : v('cci_invalid');
}

export function checkOptionalEmail(email: string): Rule {
  return email.trim() === '' ? true : checkEmail(email);
}

export function checkOptionalPhone(phone: string): Rule {
  const p = phone.trim();
  return p === '' || /^\+?[0-9][0-9 -]{3,23}$/.test(p) ? true : v('phone_invalid');
}

/** Shows `demo@wayfare.test` as `de***@wayfare.test` and `+66812345678` as `+668****5678`. */
export function maskAccount(account: string | null | undefined): string {
  if (!account) return '';
  if (account.includes('@')) {
    const [local = '', domain = ''] = account.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  if (account.length <= 7) return account;
  return `${account.slice(0, 4)}****${account.slice(-4)}`;
}

/** An account from a link (`?account=`) split into the form's parts: e-mail, or area code + number. */
export function splitAccount(
  account: string | undefined,
  areaCodes: string[],
): Partial<{ kind: AccountKind; email: string; area: string; phone: string }> | undefined {
  const a = account?.trim();
  if (!a) return undefined;
  if (a.includes('@')) return { kind: 'email', email: a };
  const digits = a.replace(/\D/g, '');
  if (!a.startsWith('+')) return { kind: 'phone', phone: digits };
  const area = [...areaCodes].sort((x, y) => y.length - x.length).find((c) => digits.startsWith(c));
  return area ? { kind: 'phone', area, phone: digits.slice(area.length) } : undefined;
}
