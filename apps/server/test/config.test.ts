import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c: Config = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./.data');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*REDIS_URL/,
    );
  });

  it('requires the PayPal settings together', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'x' })).toThrow(/PAYPAL/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
