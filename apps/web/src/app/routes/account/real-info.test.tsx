import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { mockFetch, user } from '@/test/fixtures';
import { cleanup, findByText } from '@/test/render';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  configureApiClient({ fetch: vi.fn(mockFetch()), notify: vi.fn() });
});
afterEach(() => {
  cleanup();
  configureApiClient(null);
  clearLoginUser();
});

/** The real_info page of a user of `countryCode`: which labels it shows. */
async function labelsFor(countryCode: string) {
  saveLoginUser({ ...user, countryCode, currentCountry: { ...user.currentCountry, code: countryCode } });
  const { container } = renderApp(paths.realInfo);
  await findByText(container, 'Full legal name');
  return [...container.querySelectorAll('label')].map((l) => l.textContent ?? '');
}

describe('real-name page', () => {
  it("asks for the user's country's own numbers only: CPF in Brazil, CCI in Peru, neither elsewhere", async () => {
    const has = (labels: string[], word: string) => labels.some((l) => l.includes(word));
    const th = await labelsFor('TH');
    expect(has(th, 'ID number')).toBe(true);
    expect(has(th, 'CPF')).toBe(false);
    expect(has(th, 'CCI')).toBe(false);
    cleanup();
    const br = await labelsFor('BR');
    expect(has(br, 'CPF')).toBe(true);
    expect(has(br, 'CCI')).toBe(false);
    cleanup();
    const pe = await labelsFor('PE');
    expect(has(pe, 'CCI')).toBe(true);
    expect(has(pe, 'CPF')).toBe(false);
  });
});
