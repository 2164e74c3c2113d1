import { describe, expect, it } from 'vitest';
import { ErrorCode, type ErrorCodeName, errorKeyOf, errorKeys, errorMessagesEn } from './errors';

const names = Object.keys(ErrorCode) as ErrorCodeName[];

describe('error catalogue', () => {
  it('gives every code an i18n key and an English message', () => {
    for (const name of names) {
      const key = errorKeys[name];
      expect(key, name).toMatch(/^[a-z0-9_]+$/);
      expect(errorMessagesEn[key], name).toBeTruthy();
    }
  });

  it('has no key without a code and no message without a key', () => {
    expect(Object.keys(errorKeys).sort()).toEqual([...names].sort());
    const keys = new Set(Object.values(errorKeys));
    for (const key of Object.keys(errorMessagesEn)) expect(keys.has(key), key).toBe(true);
  });

  it('uses each number once', () => {
    const numbers = Object.values(ErrorCode);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('shares a key only between the HTTP and socket login-expired codes', () => {
    const seen = new Map<string, ErrorCodeName[]>();
    for (const name of names) seen.set(errorKeys[name], [...(seen.get(errorKeys[name]) ?? []), name]);
    const shared = [...seen.values()].filter((n) => n.length > 1);
    expect(shared).toEqual([['LoginExpired', 'SocketLoginExpired']]);
  });

  it("keeps the spec's fixed numbers", () => {
    expect(ErrorCode.LoginExpired).toBe(-100);
    expect(ErrorCode.SocketLoginExpired).toBe(-90);
    expect(errorKeyOf(-100)).toBe('login_expired');
    expect(errorKeyOf(0)).toBeUndefined();
  });

  it('never uses 0, which is success', () => {
    expect(Object.values(ErrorCode)).not.toContain(0);
  });
});
