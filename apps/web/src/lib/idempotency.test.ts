import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, fingerprintOf, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are random and fit the contract', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuse the key for a retry of the same submission until it is answered', () => {
    const keys = createIdempotencyKeys();
    const body = fingerprintOf({ amount: 5000, channelCode: 'demo' });
    const first = keys.keyFor(body);
    expect(keys.keyFor(body)).toBe(first);
    // Key order and secrets do not make a new submission.
    expect(
      keys.keyFor(
        fingerprintOf({ withdrawalPassword: '1', channelCode: 'demo', amount: 5000 }, ['withdrawalPassword']),
      ),
    ).toBe(first);
    keys.settle();
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('give a changed submission a new key', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(fingerprintOf({ amount: 5000 }));
    expect(keys.keyFor(fingerprintOf({ amount: 6000 }))).not.toBe(first);
  });
});
