import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Localised text: `{ en: '...', 'th-TH': '...' }`; readers fall back to `en`. */
export type LocalizedText = Partial<Record<'en' | 'th-TH' | 'hi-IN' | 'zh-Hans' | 'zh-Hant', string>> & {
  en: string;
};

/** Money in integer minor units of the currency stored beside it (every money row names its currency). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** ISO 4217 code of the money on the row. */
export const currency = (name = 'currency') => text(name).notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
