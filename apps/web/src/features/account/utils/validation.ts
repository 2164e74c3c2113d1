/**
 * Account values of the forms: composing, masking and splitting them. What is valid is the contract's
 * to say, through `form-schemas.ts`.
 */
export type AccountKind = 'email' | 'phone';

/** Phone digits as typed, without spaces or dashes, and without the national trunk 0 (`081…` → `81…`). */
export const phoneDigits = (n: string) => n.replace(/\D/g, '').replace(/^0+/, '');

/** The account the server expects: the e-mail, or `+` area code and number. */
export function composeAccount(kind: AccountKind, email: string, area: string, phone: string): string {
  return kind === 'email' ? email.trim() : `+${area.replace(/\D/g, '')}${phoneDigits(phone)}`;
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
