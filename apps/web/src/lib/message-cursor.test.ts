import { describe, expect, it } from 'vitest';
import { compareIds, createMessageCursor, maxId } from './message-cursor';

describe('message ids', () => {
  it('compare as numbers beyond the safe integer range', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('900719925474099300', '900719925474099299')).toBeGreaterThan(0);
    expect(compareIds('5', '5')).toBe(0);
    expect(maxId(null, '3')).toBe('3');
    expect(maxId('10', '9')).toBe('10');
  });
});

describe('message cursor', () => {
  it('drops a message seen before, however it comes back', () => {
    const ids = createMessageCursor(10_000, () => 0);
    expect(ids.deliver('5')).toBe(true);
    expect(ids.deliver('5')).toBe(false);
    expect(ids.last).toBe('5');
  });

  it('catches up from the newest id held for longer than the late-commit window', () => {
    let now = 0;
    const ids = createMessageCursor(10_000, () => now);
    expect(ids.catchUpFrom()).toBeNull();
    ids.hold('10');
    ids.deliver('11');
    now = 4000;
    ids.deliver('13');
    now = 8000;
    ids.deliver('15');
    // Nothing settled yet: from the oldest id held (the newest one at login).
    expect(ids.catchUpFrom()).toBe('10');
    now = 12_000;
    expect(ids.catchUpFrom()).toBe('11');
    now = 20_000;
    expect(ids.catchUpFrom()).toBe('15');
  });

  it('forgets everything for another session, and remembers a bounded number of ids', () => {
    const ids = createMessageCursor(10_000, () => 0, 2);
    ids.deliver('1');
    ids.deliver('2');
    ids.deliver('3');
    expect(ids.deliver('1')).toBe(true);
    ids.reset();
    expect(ids.last).toBeNull();
    expect(ids.catchUpFrom()).toBeNull();
    expect(ids.deliver('3')).toBe(true);
  });
});
