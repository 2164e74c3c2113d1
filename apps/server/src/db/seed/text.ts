import type { LocalizedText } from '../schema';

export const LOCALES = ['en', 'th-TH', 'hi-IN', 'zh-Hans', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
/** Seeded text always carries all five locales. */
export type L10n = Record<Locale, string> & LocalizedText;

/**
 * Parses `'English | ไทย | हिन्दी | 简体 | 繁體'` (that order) into a five-locale text.
 * Data files use this compact form so a dish or a channel fits on one line.
 */
export function tr(pipe: string): L10n {
  const parts = pipe.split('|').map((p) => p.trim());
  if (parts.length !== LOCALES.length || parts.some((p) => p.length === 0)) {
    throw new Error(`expected ${LOCALES.length} non-empty locales in: ${pipe}`);
  }
  const [en, th, hi, zhs, zht] = parts as [string, string, string, string, string];
  return { en, 'th-TH': th, 'hi-IN': hi, 'zh-Hans': zhs, 'zh-Hant': zht };
}

/** Builds a five-locale text by applying `fn` to each locale. */
export function perLocale(fn: (locale: Locale) => string): L10n {
  return {
    en: fn('en'),
    'th-TH': fn('th-TH'),
    'hi-IN': fn('hi-IN'),
    'zh-Hans': fn('zh-Hans'),
    'zh-Hant': fn('zh-Hant'),
  };
}

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => escapeMap[c] ?? c);

/**
 * An article in one locale: a string is a paragraph, a string starting with `## ` a heading, an array
 * a bullet list. Plain text, escaped on output.
 */
export type Doc = readonly (string | readonly string[])[];

/** Renders a document as the small, safe HTML subset the rich-text pages show. */
export function toHtml(doc: Doc): string {
  return doc
    .map((b) => {
      if (typeof b !== 'string') return `<ul>${b.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>`;
      if (b.startsWith('## ')) return `<h3>${escapeHtml(b.slice(3))}</h3>`;
      return `<p>${escapeHtml(b)}</p>`;
    })
    .join('');
}

/** Five-locale HTML from one document per locale. */
export const htmlPerLocale = (docs: Record<Locale, Doc>): L10n => perLocale((l) => toHtml(docs[l]));
