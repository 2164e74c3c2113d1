import { describe, expect, it } from 'vitest';
import { optionalRowId, rowId } from './ids';

describe('rowId', () => {
  it('reads the contract id string as the row id', () => {
    expect(rowId('42')).toBe(42);
    expect(rowId('0042')).toBe(42);
    expect(rowId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(optionalRowId(undefined)).toBeUndefined();
    expect(optionalRowId('7')).toBe(7);
  });

  it('answers the caller’s not-found code for ids that name no row, never a rounded neighbour', () => {
    expect(() => rowId('0')).toThrow(expect.objectContaining({ code: 'NotFound' }));
    expect(() => rowId('')).toThrow(expect.objectContaining({ code: 'NotFound' }));
    // 18 digits fit the contract but not a JavaScript number: 999999999999999999 would read as 1e18.
    expect(() => rowId('999999999999999999', 'OrderNotFound')).toThrow(
      expect.objectContaining({ code: 'OrderNotFound' }),
    );
    expect(() => rowId(String(Number.MAX_SAFE_INTEGER + 1))).toThrow(expect.objectContaining({ code: 'NotFound' }));
  });
});
