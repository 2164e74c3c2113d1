/** The five shipped locales (spec section 1); the contract's `Locales` is the source, a test keeps them equal. */
export const supportedLocales = ['en', 'th-TH', 'hi-IN', 'zh-Hans', 'zh-Hant'] as const;
export type AppLocale = (typeof supportedLocales)[number];
export const fallbackLocale: AppLocale = 'en';

export const isAppLocale = (v: unknown): v is AppLocale =>
  typeof v === 'string' && (supportedLocales as readonly string[]).includes(v);

/** Languages as the chooser shows them: own name, flag image, code. `/config/info` may override the list. */
export const languageOptions: { code: AppLocale; name: string; img: string }[] = [
  { code: 'en', name: 'English', img: '/flags/us.svg' },
  { code: 'th-TH', name: 'ไทย', img: '/flags/th.svg' },
  { code: 'hi-IN', name: 'हिन्दी', img: '/flags/in.svg' },
  { code: 'zh-Hans', name: '简体中文', img: '/flags/cn.svg' },
  { code: 'zh-Hant', name: '繁體中文', img: '/flags/tw.svg' },
];

/** The BCP 47 tag Intl and the server understand for each locale. */
export const intlTag: Record<AppLocale, string> = {
  en: 'en-US',
  'th-TH': 'th-TH',
  'hi-IN': 'hi-IN',
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
};

/** Pick a shipped locale from browser preferences. */
export function matchLocale(preferences: readonly string[]): AppLocale {
  for (const raw of preferences) {
    const p = raw.toLowerCase();
    if (p.startsWith('th')) return 'th-TH';
    if (p.startsWith('hi')) return 'hi-IN';
    if (p.startsWith('zh')) {
      return /hant|tw|hk|mo/.test(p) ? 'zh-Hant' : 'zh-Hans';
    }
    if (p.startsWith('en')) return 'en';
  }
  return fallbackLocale;
}
