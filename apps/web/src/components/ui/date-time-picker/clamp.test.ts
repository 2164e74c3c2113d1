import { describe, expect, it } from 'vitest';
import { clampDate, clampIndex, clampIndexes, clampTime, dateBounds, daysInMonth, parseDate } from './clamp';

const now = new Date(2025, 5, 15); // 15 June 2025

describe('date clamping', () => {
  it('rolls an invalid day back to the last day of the month', () => {
    expect(clampDate('2023-02-30', { now })).toBe('2023-02-28');
    expect(clampDate('2024-02-31', { now })).toBe('2024-02-29');
    expect(clampDate('2025-04-31', { now })).toBe('2025-04-30');
    expect(clampDate('2025-13-40', { now })).toBe('2025-12-31');
  });

  it('keeps values between start and end', () => {
    const opts = { start: '2025-01-10', end: '2025-03-05', now };
    expect(clampDate('2024-12-31', opts)).toBe('2025-01-10');
    expect(clampDate('2025-03-06', opts)).toBe('2025-03-05');
    expect(clampDate('2025-02-30', opts)).toBe('2025-02-28');
  });

  it('defaults to now plus or minus 150 years', () => {
    expect(dateBounds(undefined, undefined, now)).toEqual({
      min: { year: 1875, month: 1, day: 1 },
      max: { year: 2175, month: 12, day: 31 },
    });
    expect(clampDate('1700-05-05', { now })).toBe('1875-01-01');
    expect(clampDate('2300-01-01', { now })).toBe('2175-12-31');
  });

  it('an empty value becomes today, clamped', () => {
    expect(clampDate('', { now })).toBe('2025-06-15');
    expect(clampDate(undefined, { now, end: '2020-01-01' })).toBe('2020-01-01');
  });

  it('formats by fields', () => {
    expect(clampDate('2025-02-30', { fields: 'month', now })).toBe('2025-02');
    expect(clampDate('2025-02-30', { fields: 'year', now })).toBe('2025');
  });

  it('swaps a reversed start and end', () => {
    expect(clampDate('2030-01-01', { start: '2026-01-01', end: '2024-01-01', now })).toBe('2026-01-01');
  });

  it('parses loose input', () => {
    expect(parseDate('2024/2/5')).toEqual({ year: 2024, month: 2, day: 5 });
    expect(parseDate('nonsense')).toBeNull();
    expect(daysInMonth(2100, 2)).toBe(28);
  });
});

describe('time clamping', () => {
  it('keeps HH:mm between start and end', () => {
    expect(clampTime('07:30', '09:00', '18:00')).toBe('09:00');
    expect(clampTime('19:45', '09:00', '18:00')).toBe('18:00');
    expect(clampTime('12:5', '09:00', '18:00')).toBe('12:05');
    expect(clampTime('25:99')).toBe('23:59');
    expect(clampTime(undefined, '08:15')).toBe('08:15');
  });
});

describe('selector clamping', () => {
  it('clamps indexes into the range', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex('x', 3)).toBe(0);
    expect(clampIndexes([9, -2], [['a', 'b'], ['c']])).toEqual([1, 0]);
    expect(clampIndexes(undefined, [['a'], ['b', 'c']])).toEqual([0, 0]);
  });
});
