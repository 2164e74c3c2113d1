import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys, writeStored } from '@/lib/storage';
import { readProof } from './out-login-proof';

afterEach(() => localStorage.clear());

describe('third-party login returns', () => {
  it('reads LINE code and state, and a cancelled LINE login', () => {
    expect(readProof({ code: 'c1', state: 'state-123' })).toEqual({ provider: 'line', code: 'c1', state: 'state-123' });
    expect(readProof({ error: 'access_denied', state: 'state-123' })).toEqual({
      provider: 'line',
      problem: 'cancelled',
    });
  });

  it('keeps exactly the Telegram fields that were signed, and drops our own', () => {
    const proof = readProof({
      source: 'telegram',
      id: '42',
      first_name: 'Tele',
      auth_date: '1700000000',
      hash: 'a'.repeat(64),
      extra: 'x',
    });
    expect(proof).toEqual({
      provider: 'telegram',
      data: {
        id: '42',
        first_name: 'Tele',
        auth_date: '1700000000',
        hash: 'a'.repeat(64),
        last_name: undefined,
        username: undefined,
        photo_url: undefined,
      },
    });
  });

  it('calls unsigned or missing data incomplete, naming the provider the user set off with', () => {
    expect(readProof({ source: 'telegram', id: '42' })).toEqual({ provider: 'telegram', problem: 'incomplete' });
    writeStored(storageKeys.telegram, { source: 'telegram', account: 'bob', id: '42' });
    expect(readProof({})).toEqual({ provider: 'telegram', problem: 'incomplete' });
    localStorage.clear();
    writeStored(storageKeys.chatAppRedirect, { provider: 'telegram', at: 1 });
    expect(readProof({})).toEqual({ provider: 'telegram', problem: 'incomplete' });
    localStorage.clear();
    expect(readProof({})).toEqual({ provider: 'line', problem: 'incomplete' });
  });
});
