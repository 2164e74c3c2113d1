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
