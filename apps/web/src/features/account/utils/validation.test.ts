import { describe, expect, it } from 'vitest';
import {
  checkCci,
  checkCode,
  checkConfirm,
  checkCpf,
  checkEmail,
  checkInviteCode,
  checkNewPassword,
  checkPhone,
  checkPin,
  composeAccount,
  maskAccount,
  splitAccount,
} from './validation';

const key = (k: string) => `account.validation.${k}`;

describe('account form rules', () => {
  it('requires a well-formed e-mail', () => {
    expect(checkEmail('')).toBe(key('email_required'));
    expect(checkEmail('   ')).toBe(key('email_required'));
    expect(checkEmail('bob@')).toBe(key('email_invalid'));
    expect(checkEmail('bob@example')).toBe(key('email_invalid'));
    expect(checkEmail(' bob@example.com ')).toBe(true);
  });

  it('requires 6 to 16 digits with the area code for a phone', () => {
    expect(checkPhone('66', '')).toBe(key('phone_required'));
    expect(checkPhone('66', '12')).toBe(key('phone_invalid'));
    expect(checkPhone('66', '08x1234567')).toBe(key('phone_invalid'));
    expect(checkPhone('66', '081-234 5678')).toBe(true);
    expect(checkPhone('1', '12345678901234567')).toBe(key('phone_invalid'));
  });

  it('composes the account the server expects, dropping the national trunk 0', () => {
    expect(composeAccount('phone', '', '66', '081 234 5678')).toBe('+66812345678');
    expect(composeAccount('email', ' a@b.co ', '66', '')).toBe('a@b.co');
  });

  it('takes a 6-digit code', () => {
    expect(checkCode('')).toBe(key('code_required'));
    expect(checkCode('12345')).toBe(key('code_invalid'));
    expect(checkCode('12345a')).toBe(key('code_invalid'));
    expect(checkCode('123456')).toBe(true);
  });

  it('counts password length in characters, emoji included, 8 to 128', () => {
    expect(checkNewPassword('')).toBe(key('password_required'));
    expect(checkNewPassword('1234567')).toBe(key('password_length'));
    expect(checkNewPassword('😀'.repeat(8))).toBe(true);
    expect(checkNewPassword('😀'.repeat(64))).toBe(true);
    expect(checkNewPassword('a'.repeat(129))).toBe(key('password_length'));
    expect(checkNewPassword('รหัสผ่านยาวพอ')).toBe(true);
  });

  it('says "The two passwords do not match"', () => {
    expect(checkConfirm('', 'secret-1')).toBe(key('confirm_required'));
    expect(checkConfirm('secret-2', 'secret-1')).toBe(key('password_mismatch'));
    expect(checkConfirm('secret-1', 'secret-1')).toBe(true);
  });

  it('accepts an empty invite code, else 4 to 16 letters or digits', () => {
    expect(checkInviteCode('')).toBe(true);
    expect(checkInviteCode('AB1')).toBe(key('invite_invalid'));
    expect(checkInviteCode('J7345SRA')).toBe(true);
    expect(checkInviteCode('J7-45')).toBe(key('invite_invalid'));
  });

  it('takes a 6-digit withdrawal password', () => {
    expect(checkPin('')).toBe(key('pin_required'));
    expect(checkPin('12345')).toBe(key('pin_digits'));
    expect(checkPin('123456')).toBe(true);
  });

  it('checks CPF check digits and CCI length', () => {
    expect(checkCpf('')).toBe(true);
    expect(checkCpf('529.982.247-25')).toBe(true);
    expect(checkCpf('52998224725')).toBe(true);
    expect(checkCpf('52998224724')).toBe(key('cpf_invalid'));
    expect(checkCpf('111.111.111-11')).toBe(key('cpf_invalid'));
    expect(checkCci('')).toBe(true);
    expect(checkCci('0021 9300 1234 5678 9012')).toBe(true);
    expect(checkCci('123')).toBe(key('cci_invalid'));
  });

  it('masks and splits accounts', () => {
    expect(maskAccount('demo@wayfare.test')).toBe('de***@wayfare.test');
    expect(maskAccount('+66812345678')).toBe('+668****5678');
    expect(splitAccount('+66812345678', ['1', '66', '852'])).toEqual({ kind: 'phone', area: '66', phone: '812345678' });
    expect(splitAccount('a@b.co', [])).toEqual({ kind: 'email', email: 'a@b.co' });
    expect(splitAccount(undefined, [])).toBeUndefined();
  });
});
