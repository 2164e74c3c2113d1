import { z } from 'zod';
import { id, isoTime } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { adminPage, adminPaging, localized, localizedOut, platformImage } from './shared';

export const adminNewsSchema = z.object({
  id: z.string(),
  cover: z.string(),
  title: localizedOut,
  summary: localizedOut,
  /** Per locale: the article as plain text, paragraphs separated by blank lines. */
  body: localizedOut,
  publishedAt: isoTime,
});

/** The news as the app lists them, newest first, with every locale's text. */
export const adminNewsList = defineEndpoint({
  path: '/admin/NewsList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'News items with their five locales, newest first',
  request: z.object(adminPaging),
  response: adminPage(adminNewsSchema),
});

/**
 * Publishes a news item (no `id`) or edits one, in up to five locales. The body is plain text (paragraphs
 * separated by blank lines), stored as escaped paragraphs, so no markup from the form reaches the app.
 */
export const adminNewsSave = defineEndpoint({
  path: '/admin/NewsSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Publish or edit a news item in five locales',
  request: z.object({
    id: id.optional(),
    /** An image already served by the platform (a demo asset or a public upload). */
    cover: platformImage,
    title: localized(200),
    summary: localized(500),
    body: localized(20_000),
  }),
  response: adminNewsSchema,
});

/**
 * The editor's form of a rich-text page per locale: blocks separated by blank lines; a block starting with
 * `## ` is a heading, a block whose every line starts with `- ` a bullet list, any other block a paragraph.
 */
const richText = (max: number) => localized(max);

export const adminHelpSchema = z.object({
  id: z.string(),
  title: localizedOut,
  /** Per locale, in the editor's form (see `richText`). */
  body: localizedOut,
  sort: z.number().int(),
  hidden: z.boolean(),
});

/** Every help article, shown and hidden, in the order the app's help centre lists them. */
export const adminHelpList = defineEndpoint({
  path: '/admin/HelpList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Help articles with their five locales, hidden ones included',
  request: z.object({}),
  response: z.object({ list: z.array(adminHelpSchema) }),
});

/** Adds a help article (no `id`) or edits, reorders, hides or shows one (never deleted). */
export const adminHelpSave = defineEndpoint({
  path: '/admin/HelpSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Add, edit, hide or show a help article in five locales',
  request: z.object({
    id: id.optional(),
    title: localized(200),
    body: richText(20_000),
    sort: z.number().int().min(0).max(10_000).default(0),
    hidden: z.boolean().default(false),
  }),
  response: adminHelpSchema,
});

export const adminProtocolSchema = z.object({
  key: z.string(),
  title: localizedOut,
  /** Per locale, in the editor's form (see `richText`). */
  body: localizedOut,
  updatedAt: isoTime,
});

/** The protocol pages the app links by key (user agreement, privacy policy...). */
export const adminProtocolList = defineEndpoint({
  path: '/admin/ProtocolList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Protocol pages (user agreement, privacy policy...) with their five locales',
  request: z.object({}),
  response: z.object({ list: z.array(adminProtocolSchema) }),
});

/** Edits a protocol page the app links (its key stays: the app opens it by key). */
export const adminProtocolSave = defineEndpoint({
  path: '/admin/ProtocolSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Edit a protocol page in five locales',
  request: z.object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,39}$/),
    title: localized(200),
    body: richText(60_000),
  }),
  response: adminProtocolSchema,
});
