import { describe, expect, it } from 'vitest';
import { remBase } from './viewport';

describe('rem base', () => {
  it('is 16 px at the 375 px design width and scales with the viewport', () => {
    expect(remBase(375)).toBe(16);
    expect(remBase(390)).toBe(16.64);
    expect(remBase(750)).toBe(32);
  });

  it('is capped at 960 px and at the configured page width', () => {
    expect(remBase(1920)).toBe(remBase(960));
    expect(remBase(1920, 750)).toBe(32);
    expect(remBase(1920, 0)).toBe(remBase(960));
  });
});
