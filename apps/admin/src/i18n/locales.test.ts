import { readdirSync, readFileSync } from 'node:fs';
import { errorKeys, Locales } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

/**
 * The back office's locale parity: every locale of the product has a catalogue with exactly English's keys,
 * no empty text, every placeholder kept, and a real translation (not the English text copied), except
 * where a text is the same in every language (a language's own name, a code like CSV or GMV).
 */

const dir = new URL('./locales/', import.meta.url);
const load = (code: string) => JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Texts allowed to read the same as English: each language's own name, and pure codes or symbols. */
const sameEverywhere = (key: string, text: string) => key.startsWith('locale.') || /^[A-Z0-9 ().:{}#/-]*$/.test(text);

describe('back office locales', () => {
  it('ships one catalogue per product locale, and the language switch names each', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...Locales].sort());
    for (const code of Locales) expect(en[`locale.${code}` as keyof typeof en], code).toBeTruthy();
  });

  for (const code of Locales.filter((c) => c !== 'en')) {
    it(`${code} has every English key, no stray one, no empty text and every placeholder`, () => {
      const mine = load(code);
      expect(Object.keys(mine).sort()).toEqual(Object.keys(en).sort());
      const problems: string[] = [];
      for (const [key, source] of Object.entries(en)) {
        const text = mine[key] ?? '';
        if (!text.trim()) problems.push(`${key} is empty`);
        if (placeholders(text).join() !== placeholders(source).join()) problems.push(`${key} changes placeholders`);
        if (text === source && !sameEverywhere(key, source)) problems.push(`${key} is the English text`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('every catalogue error has a text in the app’s locales the back office borrows', () => {
    for (const code of Locales) {
      const web = JSON.parse(
        readFileSync(new URL(`../../../web/src/i18n/locales/${code}.json`, import.meta.url), 'utf8'),
      ) as { errors: Record<string, string> };
      const missing = [...new Set(Object.values(errorKeys))].filter((k) => !web.errors[k]);
      expect(missing, code).toEqual([]);
    }
  });
});
