import { AppVersion, errorKeys, errorMessagesEn, Locales } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { supportedLocales } from './locales-list';
import { loadResources } from './resources';

type Tree = { [key: string]: string | Tree };
// Shell texts merged with every feature's own locale files, as the app loads them.
const locales: Record<string, Tree> = {
  en: (await loadResources('en')) as Tree,
  'th-TH': (await loadResources('th-TH')) as Tree,
  'hi-IN': (await loadResources('hi-IN')) as Tree,
  'zh-Hans': (await loadResources('zh-Hans')) as Tree,
  'zh-Hant': (await loadResources('zh-Hant')) as Tree,
};
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** Keys without plural suffixes, so `days_one`/`days_other` and Thai's lone `days_other` compare equal. */
const baseKeys = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(pluralSuffix, '')));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const flat = Object.fromEntries(Object.entries(locales).map(([code, tree]) => [code, flatten(tree)]));
const enFlat = flat.en!;

describe('locale parity', () => {
  it('ships exactly the contract locales', () => {
    expect([...supportedLocales]).toEqual([...Locales]);
    expect(Object.keys(locales).sort()).toEqual([...Locales].sort());
  });

  it('keeps the app version equal to the contract', () => {
    expect(env.appVersion).toEqual(AppVersion);
  });

  for (const code of supportedLocales.filter((c) => c !== 'en')) {
    it(`${code} has every English key and no stray ones`, () => {
      const mine = baseKeys(flat[code]!);
      const missing = [...baseKeys(enFlat)].filter((k) => !mine.has(k));
      const extra = [...mine].filter((k) => !baseKeys(enFlat).has(k));
      expect(missing, `missing in ${code}`).toEqual([]);
      expect(extra, `not in en`).toEqual([]);
    });
  }

  for (const code of supportedLocales) {
    it(`${code} has every plural form its language needs`, () => {
      const rules = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      const keys = flat[code]!;
      const plurals = new Set(
        [...keys.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')),
      );
      const problems: string[] = [];
      for (const base of plurals) {
        for (const cat of rules) {
          if (!keys.has(`${base}_${cat}`)) problems.push(`${base}_${cat}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${code} has no empty texts and keeps every placeholder`, () => {
      const problems: string[] = [];
      for (const [key, value] of flat[code]!) {
        if (!value.trim()) problems.push(`${key} is empty`);
        const base = key.replace(pluralSuffix, '');
        const source = enFlat.get(key) ?? enFlat.get(`${base}_other`) ?? enFlat.get(base);
        if (source === undefined) continue;
        const want = placeholders(source).filter((p) => p !== 'count' && p !== 'formatted');
        const have = placeholders(value);
        for (const p of want) if (!have.includes(p)) problems.push(`${key} lost {{${p}}}`);
        for (const p of have)
          if (!placeholders(source).includes(p) && p !== 'count') problems.push(`${key} has unknown {{${p}}}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('translates every key of the error catalogue in all five locales', () => {
    const keys = new Set([...Object.values(errorKeys), ...Object.keys(errorMessagesEn)]);
    const problems: string[] = [];
    for (const code of supportedLocales) {
      for (const key of keys) if (!flat[code]!.get(`errors.${key}`)) problems.push(`${code}: errors.${key}`);
    }
    expect(problems).toEqual([]);
  });

  it('uses the contract English for error messages', () => {
    for (const [key, text] of Object.entries(errorMessagesEn)) expect(enFlat.get(`errors.${key}`)).toBe(text);
  });
});
