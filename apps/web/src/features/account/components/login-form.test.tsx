import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { click, findByText, render, type, waitFor } from '@/test/render';
import { LoginForm } from './login-form';

const toasted = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: toasted, TOAST_MS: 1500 }));

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let answers: Record<string, { status: number; data?: unknown; msg?: string; params?: Record<string, unknown> }>;

const user = { _id: '7', token: 'tok-code', name: 'User 123456' };

beforeAll(async () => {
  await initI18n('en');
  // The code form loads on first use: have its module ready, so the waits below time the form, not a
  // first transform of its code.
  await import('./code-login-form');
});

beforeEach(() => {
  calls = [];
  answers = {
    '/user/Login': { status: 1022, msg: 'too_many_operations', params: { seconds: 840 } },
    '/user/SendCode': { status: 0, data: { codeToken: 'login-token-1', expiresIn: 600, resendIn: 60 } },
    '/user/CodeLogin': { status: 0, data: user },
  };
  configureApiClient({
    notify: vi.fn(),
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      const a = answers[path] ?? { status: 0, data: null };
      return new Response(JSON.stringify({ msg: 'success', data: null, ...a }));
    }),
  });
});

afterEach(() => configureApiClient(null));

const byPlaceholder = (root: ParentNode, text: string) =>
  root.querySelector<HTMLInputElement>(`input[placeholder="${text}"]`) as HTMLInputElement;
const sent = (path: string) => calls.filter((c) => c.path === path);
const buttonNamed = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement | undefined;
/** The button once it is there (for `waitFor`). */
const shownButton = (root: ParentNode, text: string) => {
  const b = buttonNamed(root, text);
  if (!b) throw new Error(`no button ${text}`);
  return b;
};

async function refusedLogin(account = 'owner@wayfare.test') {
  const onLoggedIn = vi.fn();
  const view = render(<LoginForm onLoggedIn={onLoggedIn} />);
  await type(byPlaceholder(view.container, 'Email or phone number with area code'), account);
  await type(byPlaceholder(view.container, 'Password'), 'my-right-password');
  await click(view.container.querySelector('button[type="submit"]')!);
  await waitFor(() => expect(sent('/user/Login')).toHaveLength(1));
  return { ...view, onLoggedIn };
}

describe('login while password sign-in is on hold', () => {
  it('offers a code instead, sends a login code to the account and signs in with it', async () => {
    const { container, onLoggedIn } = await refusedLogin();
    await findByText(container, 'Sign in with a code instead');
    await click(buttonNamed(container, 'Sign in with a code instead')!);

    await waitFor(() =>
      expect(sent('/user/SendCode')).toEqual([
        { path: '/user/SendCode', body: { account: 'owner@wayfare.test', type: 'email', sendType: 4 } },
      ]),
    );
    await findByText(container, 'We sent a 6-digit code to owner@wayfare.test. Enter it to sign in.');
    await type(byPlaceholder(container, '6-digit code'), '482913');
    await click(container.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    expect(sent('/user/CodeLogin')[0]!.body).toEqual({
      account: 'owner@wayfare.test',
      code: '482913',
      codeToken: 'login-token-1',
    });
  });

  it('sends a phone code to a phone account, and goes back to the password on request', async () => {
    const { container } = await refusedLogin('+66812345678');
    await click(await waitFor(() => shownButton(container, 'Sign in with a code instead')));
    await waitFor(() => expect(sent('/user/SendCode')[0]!.body).toMatchObject({ type: 'phone', sendType: 4 }));
    await click(await waitFor(() => shownButton(container, 'Use my password instead')));
    expect(byPlaceholder(container, 'Password')).toBeTruthy();
  });

  it('does not say a code was sent when the send was refused, and counts the wait down', async () => {
    answers['/user/SendCode'] = { status: 1022, msg: 'too_many_operations', params: { seconds: 42 } };
    const { container } = await refusedLogin();
    await click(await waitFor(() => shownButton(container, 'Sign in with a code instead')));
    await findByText(container, 'The code goes to owner@wayfare.test');
    await findByText(container, /Resend in 4\ds/);
    expect(container.textContent).not.toContain('We sent');
  });

  it('does not offer a code for a wrong password', async () => {
    answers['/user/Login'] = { status: 1023, msg: 'account_or_password_incorrect' };
    const { container } = await refusedLogin();
    expect(buttonNamed(container, 'Sign in with a code instead')).toBeUndefined();
  });
});

describe('login form checks', () => {
  it('asks for both fields before sending, and follows the typing once it asked', async () => {
    const onLoggedIn = vi.fn();
    const { container } = render(<LoginForm onLoggedIn={onLoggedIn} />);
    await click(container.querySelector('button[type="submit"]')!);
    await findByText(container, 'Please enter your email or phone number');
    await findByText(container, 'Please enter your password');
    expect(sent('/user/Login')).toHaveLength(0);
    await type(byPlaceholder(container, 'Email or phone number with area code'), '  ');
    expect(container.textContent).toContain('Please enter your email or phone number');
    await type(byPlaceholder(container, 'Email or phone number with area code'), 'owner@wayfare.test');
    await waitFor(() => expect(container.textContent).not.toContain('Please enter your email or phone number'));
    expect(container.textContent).toContain('Please enter your password');
    // A password of spaces is typed: it is sent as it is, never trimmed.
    await type(byPlaceholder(container, 'Password'), '  ');
    await click(container.querySelector('button[type="submit"]')!);
    await waitFor(() =>
      expect(sent('/user/Login')[0]!.body).toEqual({ account: 'owner@wayfare.test', logonPassword: '  ' }),
    );
  });
});
