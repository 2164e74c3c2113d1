import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { ApiError, configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser, sessionStore } from '@/lib/session';
import { click, findByText, getByText, render, type, waitFor } from '@/test/render';
import { clearDraft } from '../hooks/use-form-draft';
import { ChangeAccountForm } from './change-account-form';
import { ChangePasswordForm } from './change-password-form';
import { deleteRefusal } from './delete-account-sheet';
import { ForgetPasswordForm } from './forget-password-form';
import { RegisterForm } from './register-form';
import { WithdrawPasswordFlow } from './withdraw-password-flow';

// Toasts are antd's imperative Toast; here only their text matters.
const toasted = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: toasted, TOAST_MS: 1500 }));

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let answers: Record<string, { status: number; data?: unknown; msg?: string; params?: Record<string, unknown> }>;
const notify = vi.fn();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  calls = [];
  answers = {
    '/user/SendCode': { status: 0, data: { codeToken: 'token-123456', expiresIn: 600, resendIn: 60 } },
  };
  notify.mockReset();
  clearDraft('register');
  configureApiClient({
    notify,
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      const a = answers[path] ?? { status: 0, data: null };
      return new Response(JSON.stringify({ msg: 'success', data: null, ...a }));
    }),
  });
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
});

const inputs = (root: ParentNode) => [...root.querySelectorAll('input')] as HTMLInputElement[];
const byPlaceholder = (root: ParentNode, text: string) =>
  root.querySelector<HTMLInputElement>(`input[placeholder="${text}"]`) as HTMLInputElement;
const submit = (root: ParentNode) => click(root.querySelector('button[type="submit"]')!);
const sent = (path: string) => calls.filter((c) => c.path === path);

const areas = [
  { value: '66', label: 'Thailand', meta: '+66' },
  { value: '1', label: 'United States', meta: '+1' },
];
const countries = [{ value: 'TH', label: 'Thailand', meta: 'THB' }];

function renderRegister(onRegistered = vi.fn()) {
  const view = render(
    <RegisterForm
      areas={areas}
      countries={countries}
      defaultArea="66"
      defaultCountry="TH"
      onOpenDocument={vi.fn()}
      onRegistered={onRegistered}
    />,
  );
  return { ...view, onRegistered };
}

async function fillRegister(root: HTMLElement, password = 'secret-pass', confirm = password) {
  await type(byPlaceholder(root, 'name@example.com'), 'new@wayfare.test');
  await type(byPlaceholder(root, '6-digit code'), '123456');
  await type(byPlaceholder(root, 'At least 8 characters'), password);
  await type(byPlaceholder(root, 'Enter the password again'), confirm);
}

const tick = async (root: HTMLElement) => {
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) await click(box);
};

describe('register form', () => {
  it('says what is missing before sending anything', async () => {
    const { container } = renderRegister();
    await submit(container);
    await findByText(container, 'Please enter your email address');
    getByText(container, 'Please enter the verification code');
    getByText(container, 'Please enter a password');
    getByText(container, 'Please enter the password again');
    getByText(container, 'Please read and agree to the User Agreement and the Privacy Policy');
    expect(calls).toEqual([]);
  });

  it('says "The two passwords do not match" and needs both agreements ticked', async () => {
    const { container } = renderRegister();
    await fillRegister(container, 'secret-pass', 'secret-pasS');
    await click(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await submit(container);
    await findByText(container, 'The two passwords do not match');
    getByText(container, 'Please read and agree to the User Agreement and the Privacy Policy');
    expect(sent('/user/Register')).toEqual([]);
  });

  it('needs a code sent to this very account', async () => {
    const { container } = renderRegister();
    await fillRegister(container);
    await tick(container);
    await submit(container);
    await findByText(container, 'Please get a verification code for this account first');
    expect(sent('/user/Register')).toEqual([]);
  });

  it('checks a phone number before asking for a code, then counts down', async () => {
    const { container } = renderRegister();
    await click(getByText(container, 'Phone'));
    await type(byPlaceholder(container, 'Phone number'), '12');
    await click(getByText(container, 'Get code'));
    await findByText(container, 'Please enter a valid phone number');
    expect(sent('/user/SendCode')).toEqual([]);
    await type(byPlaceholder(container, 'Phone number'), '081 234 5678');
    await click(getByText(container, 'Get code'));
    await findByText(container, /^Resend in (59|60)s$/);
    expect(toasted).toHaveBeenCalledWith('Code sent to +66812345678');
    expect(sent('/user/SendCode')[0]!.body).toEqual({ account: '+66812345678', type: 'phone', sendType: 1 });
    expect(container.querySelector<HTMLButtonElement>('button[aria-live="polite"]')!.disabled).toBe(true);
  });

  it('registers with the code token, trimmed invite code and country', async () => {
    const user = { token: 't', _id: '9', currentCountry: null };
    answers['/user/Register'] = { status: 0, data: user };
    const { container, onRegistered } = renderRegister();
    await fillRegister(container);
    await type(byPlaceholder(container, "Friend's invite code"), ' J7345SRA ');
    await click(getByText(container, 'Get code'));
    await waitFor(() => expect(sent('/user/SendCode')).toHaveLength(1));
    await tick(container);
    await submit(container);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(user));
    expect(sent('/user/Register')[0]!.body).toEqual({
      account: 'new@wayfare.test',
      logonPassword: 'secret-pass',
      code: '123456',
      codeToken: 'token-123456',
      inviteCode: 'J7345SRA',
      countryCode: 'TH',
    });
  });

  it('keeps everything typed when the server refuses, and shows its reason translated', async () => {
    answers['/user/Register'] = { status: 1021, msg: 'invalid_invite_code' };
    const { container, onRegistered } = renderRegister();
    await fillRegister(container);
    await click(getByText(container, 'Get code'));
    await waitFor(() => expect(sent('/user/SendCode')).toHaveLength(1));
    await tick(container);
    await submit(container);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Invalid invite code'));
    expect(onRegistered).not.toHaveBeenCalled();
    expect(inputs(container).map((i) => i.value)).toContain('new@wayfare.test');
    expect(byPlaceholder(container, 'At least 8 characters').value).toBe('secret-pass');
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('restores what was typed after a trip to read the agreements', async () => {
    const first = renderRegister();
    await type(byPlaceholder(first.container, 'name@example.com'), 'keep@wayfare.test');
    first.unmount();
    const { container } = renderRegister();
    expect(byPlaceholder(container, 'name@example.com').value).toBe('keep@wayfare.test');
  });
});

describe('forgot password form', () => {
  it('validates, then resets with a reset code', async () => {
    const onReset = vi.fn();
    const { container } = render(<ForgetPasswordForm areas={areas} defaultArea="66" onReset={onReset} />);
    await submit(container);
    await findByText(container, 'Please enter your email address');
    await type(byPlaceholder(container, 'name@example.com'), 'demo@wayfare.test');
    await click(getByText(container, 'Get code'));
    await waitFor(() => expect(sent('/user/SendCode')[0]?.body).toMatchObject({ sendType: 2, type: 'email' }));
    await type(byPlaceholder(container, '6-digit code'), '654321');
    await type(byPlaceholder(container, 'At least 8 characters'), 'new-secret-1');
    await type(byPlaceholder(container, 'Enter the password again'), 'new-secret-2');
    await submit(container);
    await findByText(container, 'The two passwords do not match');
    await type(byPlaceholder(container, 'Enter the password again'), 'new-secret-1');
    await submit(container);
    await waitFor(() => expect(onReset).toHaveBeenCalledWith('demo@wayfare.test'));
    expect(sent('/user/CodeSetPaw')[0]!.body).toEqual({
      account: 'demo@wayfare.test',
      logonPassword: 'new-secret-1',
      code: '654321',
      codeToken: 'token-123456',
    });
  });
});

describe('change password form', () => {
  it('needs the current password, a different new one, and the same one twice', async () => {
    const onChanged = vi.fn();
    const { container } = render(<ChangePasswordForm onChanged={onChanged} />);
    const [oldPaw, newPaw, confirm] = container.querySelectorAll<HTMLInputElement>('input');
    await submit(container);
    await findByText(container, 'Please enter your current password');
    await type(oldPaw!, 'old-secret');
    await type(newPaw!, 'old-secret');
    await type(confirm!, 'old-secret');
    await submit(container);
    await findByText(container, 'The new password must be different from the current one');
    await type(newPaw!, 'new-secret');
    await type(confirm!, 'new-secreT');
    await submit(container);
    await findByText(container, 'The two passwords do not match');
    expect(calls).toEqual([]);
    await type(confirm!, 'new-secret');
    await submit(container);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent('/user/SetLogonPassword')[0]!.body).toEqual({ oldPaw: 'old-secret', newPaw: 'new-secret' });
  });
});

describe('withdrawal password', () => {
  const press = async (root: HTMLElement, digits: string) => {
    for (const d of digits) await click(root.querySelector(`button[data-digit="${d}"]`)!);
  };

  it('first set: login password, new PIN twice on the keypad; a mismatch starts the PIN again', async () => {
    saveLoginUser({ token: 'tok', _id: '1' });
    answers['/user/SetWithdrawalPassword'] = { status: 0, data: { hasWithdrawPassword: true } };
    const onDone = vi.fn();
    const user = { token: 'tok', _id: '1', account: 'a@b.co', hasLoginPassword: true, hasWithdrawPassword: false };
    const { container } = render(<WithdrawPasswordFlow user={user} onDone={onDone} />);
    await click(getByText(container, 'Next'));
    await findByText(container, 'Please enter your current password');
    await type(container.querySelector('input')!, 'login-secret');
    await click(getByText(container, 'Next'));
    await findByText(container, 'Choose a 6-digit withdrawal password');
    await press(container, '135790');
    await findByText(container, 'Enter the new withdrawal password again');
    await press(container, '135791');
    await findByText(container, 'The two passwords do not match');
    getByText(container, 'Choose a 6-digit withdrawal password');
    await press(container, '135790');
    await findByText(container, 'Enter the new withdrawal password again');
    // The confirm step starts without the last try's "do not match".
    expect(container.textContent).not.toContain('The two passwords do not match');
    await press(container, '135790');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // The login password was checked on its own first, then the PIN set with it.
    expect(sent('/user/SetWithdrawalPassword').map((c) => c.body)).toEqual([
      { oldPaw: 'login-secret', checkOnly: true, token: 'tok' },
      { newPaw: '135790', oldPaw: 'login-secret', token: 'tok' },
    ]);
    expect(sessionStore.get()?.hasWithdrawPassword).toBe(true);
  });
});

describe('withdrawal password change', () => {
  it('a wrong login password is said before any PIN is typed, and the user stays to correct it', async () => {
    saveLoginUser({ token: 'tok', _id: '1' });
    answers['/user/SetWithdrawalPassword'] = { status: 1026, data: null, msg: 'original_password_incorrect' };
    const user = { token: 'tok', _id: '1', account: 'a@b.co', hasLoginPassword: true, hasWithdrawPassword: false };
    const { container } = render(<WithdrawPasswordFlow user={user} onDone={vi.fn()} />);
    await type(container.querySelector('input')!, 'wrong-secret');
    await click(getByText(container, 'Next'));
    await waitFor(() => expect(sent('/user/SetWithdrawalPassword')).toHaveLength(1));
    expect(sent('/user/SetWithdrawalPassword')[0]!.body).toEqual({
      oldPaw: 'wrong-secret',
      checkOnly: true,
      token: 'tok',
    });
    await waitFor(() => expect(notify).toHaveBeenCalled());
    // Still at the password, nothing of a PIN asked yet.
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('wrong-secret');
    expect(container.querySelector('button[data-digit="1"]')).toBeNull();
  });

  it('a wrong old PIN is refused before the new PIN is asked; the right one goes on', async () => {
    saveLoginUser({ token: 'tok', _id: '1' });
    let tries = 0;
    configureApiClient({
      notify,
      fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ path: String(input).replace(/^\/api/, ''), body: JSON.parse(String(init?.body ?? '{}')) });
        tries += 1;
        const body =
          tries === 1
            ? { status: 1006, data: null, msg: 'withdraw_password_incorrect' }
            : { status: 0, data: { hasWithdrawPassword: true }, msg: 'success' };
        return new Response(JSON.stringify(body));
      }),
    });
    const onDone = vi.fn();
    const user = { token: 'tok', _id: '1', account: 'a@b.co', hasLoginPassword: true, hasWithdrawPassword: true };
    const { container } = render(<WithdrawPasswordFlow user={user} onDone={onDone} />);
    const press = async (digits: string) => {
      for (const d of digits) await click(container.querySelector(`button[data-digit="${d}"]`)!);
    };
    await findByText(container, 'Enter your current withdrawal password');
    await press('111111');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Withdrawal password not set or incorrect'));
    getByText(container, 'Enter your current withdrawal password');
    await press('333333');
    await findByText(container, 'Choose a 6-digit withdrawal password');
    await press('222222');
    await findByText(container, 'Enter the new withdrawal password again');
    await press('222222');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => [c.body.oldPaw, c.body.newPaw ?? null, c.body.checkOnly ?? null])).toEqual([
      ['111111', null, true],
      ['333333', null, true],
      ['333333', '222222', null],
    ]);
  });
});

describe('change linked account', () => {
  it('refuses the current account, sends a rebind code, and hands a 7-day refusal to the page', async () => {
    saveLoginUser({ token: 'tok', _id: '1' });
    answers['/user/SetAccount'] = {
      status: 1110,
      msg: 'rebind_cooldown',
      params: { date: '2030-01-01T00:00:00.000Z' },
    };
    const onCooldown = vi.fn();
    const onChanged = vi.fn();
    const { container } = render(
      <ChangeAccountForm
        current="old@wayfare.test"
        areas={areas}
        defaultArea="66"
        onCooldown={onCooldown}
        onChanged={onChanged}
      />,
    );
    await type(byPlaceholder(container, 'name@example.com'), 'OLD@wayfare.test');
    await click(getByText(container, 'Get code'));
    await findByText(container, 'This is already your linked account');
    expect(sent('/user/SendCode')).toEqual([]);
    await type(byPlaceholder(container, 'name@example.com'), 'new@wayfare.test');
    await click(getByText(container, 'Get code'));
    await waitFor(() => expect(sent('/user/SendCode')[0]?.body).toMatchObject({ sendType: 3, token: 'tok' }));
    await type(byPlaceholder(container, '6-digit code'), '112233');
    await type(byPlaceholder(container, 'Login password'), 'login-secret');
    await submit(container);
    await waitFor(() => expect(onCooldown).toHaveBeenCalledWith('2030-01-01T00:00:00.000Z'));
    expect(sent('/user/SetAccount')[0]!.body).toMatchObject({
      oldAccount: 'old@wayfare.test',
      newAccount: 'new@wayfare.test',
      logonPassword: 'login-secret',
      code: '112233',
      codeToken: 'token-123456',
    });
    expect(onChanged).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('delete account', () => {
  it('explains a refusal because of money left in the wallet', () => {
    const t = (k: string) => k;
    expect(deleteRefusal(new ApiError(1109, 'invalid_state', { reason: 'balance' }), t)).toBe(
      'account.delete.balance_left',
    );
    expect(deleteRefusal(new ApiError(1026, 'original_password_incorrect'), t)).toBe(
      'The original password is incorrect',
    );
  });
});
