import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Localised text: `{ en: '...', 'th-TH': '...' }`; readers fall back to `en`. */
export type LocalizedText = Partial<Record<'en' | 'th-TH' | 'hi-IN' | 'zh-Hans' | 'zh-Hant', string>> & {
  en: string;
};

/** Money in integer minor units of the settlement currency. */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
