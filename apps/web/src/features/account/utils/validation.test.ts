import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  codeSchema,
  forgetPasswordSchema,
  newPasswordSchema,
  problemOf,
  realInfoSchema,
  registerSchema,
} from './form-schemas';
import { composeAccount, maskAccount, splitAccount } from './validation';

const key = (k: string) => `account.validation.${k}`;

/** Every field's first problem, as the zod resolver hands them to the form. */
function problems(schema: z.ZodType, values: unknown): Record<string, string> {
  const res = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (!res.success) for (const i of res.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

const reset = (over: Record<string, unknown>) => ({
  kind: 'email',
  email: 'bob@example.com',
  area: '66',
  phone: '',
  code: '123456',
  password: 'secret-12',
  confirm: 'secret-12',
  ...over,
});

describe('account form schemas', () => {
  it('requires a well-formed e-mail', () => {
    expect(problems(forgetPasswordSchema, reset({ email: '' }))).toEqual({ email: key('email_required') });
    expect(problems(forgetPasswordSchema, reset({ email: '   ' }))).toEqual({ email: key('email_required') });
    expect(problems(forgetPasswordSchema, reset({ email: 'bob@' }))).toEqual({ email: key('email_invalid') });
    expect(problems(forgetPasswordSchema, reset({ email: 'bob@example' }))).toEqual({ email: key('email_invalid') });
    // A phone-shaped "e-mail" is an account the contract takes, but not an e-mail.
    expect(problems(forgetPasswordSchema, reset({ email: '66812345678' }))).toEqual({ email: key('email_invalid') });
    expect(problems(forgetPasswordSchema, reset({ email: ' bob@example.com ' }))).toEqual({});
  });

  it('requires 6 to 16 digits with the area code for a phone', () => {
    const phone = (area: string, p: string) => problems(forgetPasswordSchema, reset({ kind: 'phone', area, phone: p }));
    expect(phone('66', '')).toEqual({ phone: key('phone_required') });
    expect(phone('66', '12')).toEqual({ phone: key('phone_invalid') });
    expect(phone('66', '08x1234567')).toEqual({ phone: key('phone_invalid') });
    expect(phone('66', '081-234 5678')).toEqual({});
    expect(phone('1', '12345678901234567')).toEqual({ phone: key('phone_invalid') });
  });

  it('composes the account the server expects, dropping the national trunk 0', () => {
    expect(composeAccount('phone', '', '66', '081 234 5678')).toBe('+66812345678');
    expect(composeAccount('email', ' a@b.co ', '66', '')).toBe('a@b.co');
  });

  it('takes a 6-digit code', () => {
    expect(problemOf(codeSchema, '')).toBe(key('code_required'));
    expect(problemOf(codeSchema, '12345')).toBe(key('code_invalid'));
    expect(problemOf(codeSchema, '12345a')).toBe(key('code_invalid'));
    expect(problemOf(codeSchema, '123456')).toBe(true);
  });

  it('counts password length in characters, emoji included, 8 to 128', () => {
    expect(problemOf(newPasswordSchema, '')).toBe(key('password_required'));
    expect(problemOf(newPasswordSchema, '1234567')).toBe(key('password_length'));
    expect(problemOf(newPasswordSchema, '😀'.repeat(8))).toBe(true);
    expect(problemOf(newPasswordSchema, '😀'.repeat(64))).toBe(true);
    expect(problemOf(newPasswordSchema, 'a'.repeat(129))).toBe(key('password_length'));
    expect(problemOf(newPasswordSchema, 'รหัสผ่านยาวพอ')).toBe(true);
  });

  it('says "The two passwords do not match", and a new password must differ from the old', () => {
    expect(problems(forgetPasswordSchema, reset({ confirm: '' }))).toEqual({ confirm: key('confirm_required') });
    expect(problems(forgetPasswordSchema, reset({ confirm: 'secret-21' }))).toEqual({
      confirm: key('password_mismatch'),
    });
    expect(problems(changePasswordSchema, { oldPaw: 'secret-12', newPaw: 'secret-12', confirm: 'secret-12' })).toEqual({
      newPaw: key('same_password'),
    });
    expect(problems(changePasswordSchema, { oldPaw: '', newPaw: '', confirm: '' })).toEqual({
      oldPaw: key('current_password_required'),
      newPaw: key('password_required'),
      confirm: key('confirm_required'),
    });
  });

  it('reports every field at once on register, and takes an empty invite code or 4 to 16 letters or digits', () => {
    const base = { ...reset({}), inviteCode: '', country: 'TH', agreeTerms: true, agreePrivacy: true };
    expect(problems(registerSchema, base)).toEqual({});
    expect(problems(registerSchema, { ...base, inviteCode: 'AB1' })).toEqual({ inviteCode: key('invite_invalid') });
    expect(problems(registerSchema, { ...base, inviteCode: 'J7-45' })).toEqual({ inviteCode: key('invite_invalid') });
    expect(problems(registerSchema, { ...base, inviteCode: 'J7345SRA' })).toEqual({});
    expect(
      problems(registerSchema, { ...base, email: '', code: '', country: '', agreeTerms: false, confirm: 'x' }),
    ).toEqual({
      email: key('email_required'),
      code: key('code_required'),
      country: key('country_required'),
      agreeTerms: key('agree_required'),
      confirm: key('password_mismatch'),
    });
  });

  it('checks CPF check digits and CCI length', () => {
    const realInfo = (over: Record<string, string>) =>
      problems(realInfoSchema, { realName: 'Ana', idNumber: 'X1', cpf: '', cci: '', email: '', phone: '', ...over });
    expect(realInfo({})).toEqual({});
    expect(realInfo({ realName: ' ', idNumber: '' })).toEqual({
      realName: key('real_name_required'),
      idNumber: key('id_number_required'),
    });
    expect(realInfo({ cpf: '529.982.247-25' })).toEqual({});
    expect(realInfo({ cpf: '52998224725' })).toEqual({});
    expect(realInfo({ cpf: '52998224724' })).toEqual({ cpf: key('cpf_invalid') });
    expect(realInfo({ cpf: '111.111.111-11' })).toEqual({ cpf: key('cpf_invalid') });
    expect(realInfo({ cci: '0021 9300 1234 5678 9012' })).toEqual({});
    expect(realInfo({ cci: '123' })).toEqual({ cci: key('cci_invalid') });
    expect(realInfo({ email: 'ana@' })).toEqual({ email: key('email_invalid') });
    expect(realInfo({ phone: '+55 11 98765-4321' })).toEqual({});
  });

  it('masks and splits accounts', () => {
    expect(maskAccount('demo@wayfare.test')).toBe('de***@wayfare.test');
    expect(maskAccount('+66812345678')).toBe('+668****5678');
    expect(splitAccount('+66812345678', ['1', '66', '852'])).toEqual({ kind: 'phone', area: '66', phone: '812345678' });
    expect(splitAccount('a@b.co', [])).toEqual({ kind: 'email', email: 'a@b.co' });
    expect(splitAccount(undefined, [])).toBeUndefined();
  });
});
