/**
 * The sign-in form's check, without zod or a form library (the login page is a first load): sign-in only
 * asks for something typed, as the server answers "wrong account or password" alike for the rest. Each
 * problem is the i18n key of what is wrong; passwords count spaces, so only '' is empty.
 */
export type LoginValues = { account: string; logonPassword: string };

export function loginProblems(v: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const problems: Partial<Record<keyof LoginValues, string>> = {};
  if (v.account.trim() === '') problems.account = 'login.account_required';
  if (v.logonPassword === '') problems.logonPassword = 'login.password_required';
  return problems;
}
