import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { createStore, useStore } from '@/lib/create-store';

/** What a screen needs to show text: `t` in the active language, and the i18next instance. */
export type Texts = { t: TFunction; i18n: I18n };

/**
 * A new `t` whenever the language changes or texts arrive (a feature's file loaded), so a memoised
 * component given `t` renders again; it reads the instance when called. A key asked for without options
 * (most labels) is looked up once per snapshot: a list of 20 cards asks i18next for the same labels 20
 * times, and each look-up resolves the key, its fallbacks and its interpolation.
 */
const snapshot = (): Texts => {
  const plain = new Map<string, string>();
  const t = ((...args: Parameters<TFunction>) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return i18next.t(...args);
    let text = plain.get(key);
    if (text === undefined) {
      const found: unknown = i18next.t(key);
      if (typeof found !== 'string') return found;
      text = found;
      plain.set(key, text);
    }
    return text;
  }) as TFunction;
  return { t, i18n: i18next };
};

const textsStore = createStore<Texts>(snapshot());
const refresh = () => textsStore.set(snapshot());

// One subscription for the whole app (react-i18next's hook subscribes once per component that uses it,
// which was a measurable part of rendering a long list).
let storeWatched = false;
const watchStore = () => {
  if (storeWatched || !i18next.store) return;
  storeWatched = true;
  i18next.store.on('added', refresh);
};
i18next.on('initialized', () => {
  watchStore();
  refresh();
});
i18next.on('languageChanged', refresh);
watchStore();

const TextsContext = createContext<Texts | null>(null);

/** Near the root: every `useTranslation` below it follows language changes and newly loaded texts. */
export function TextsProvider({ children }: { children: ReactNode }) {
  return <TextsContext.Provider value={useStore(textsStore)}>{children}</TextsContext.Provider>;
}

/**
 * The texts of the active language (`{ t, i18n }`, as react-i18next's hook gives them). Below
 * TextsProvider it re-renders with every language change; outside it (a toast or dialog rendered in a
 * root of its own) it reads the texts as they are now.
 */
export function useTranslation(): Texts {
  return useContext(TextsContext) ?? textsStore.get();
}
