import type { Operator } from '@wayfare/contracts';

/** The operator's session: kept for the browser tab only (a shift), never shared with the user app. */
export type Session = { token: string; operator: Operator; expiresAt: string };
const KEY = 'wf-admin-session';

export function getSession(): Session | null {
  try {
    const s = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Session | null;
    return s && Date.parse(s.expiresAt) > Date.now() ? s : null;
  } catch {
    return null;
  }
}
export const setSession = (s: Session) => sessionStorage.setItem(KEY, JSON.stringify(s));
export const clearSession = () => sessionStorage.removeItem(KEY);

/** The server says this session has ended (signed out elsewhere, expired): forget it and sign in again. */
export function sessionExpired() {
  clearSession();
  window.location.assign('/admin/login');
}
