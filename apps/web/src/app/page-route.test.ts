import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkError } from './components/route-error';
import { PAGE_TIMEOUT_MS, PageTimeoutError, withTimeout } from './page-route';

afterEach(() => vi.useRealTimers());

describe('page loading limits', () => {
  it('gives up on a page after 60 s', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(PageTimeoutError);
    expect(PAGE_TIMEOUT_MS).toBe(60_000);
  });

  it('passes through pages that load in time, and their failures', async () => {
    await expect(withTimeout(Promise.resolve('ok'))).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('recognises chunk download failures across browsers', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /static/x.js'))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkError(new Error('Unable to preload CSS for /static/register-AjU3d70T.css'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
