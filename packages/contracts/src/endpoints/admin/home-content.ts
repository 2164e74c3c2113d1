import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { localized, localizedOut, platformImage } from './shared';

/** A home banner with every locale's title; hidden ones stay listed here (nothing is deleted). */
export const adminBannerSchema = z.object({
  id: z.string(),
  image: z.string(),
  title: localizedOut,
  link: z.string(),
  sort: z.number().int(),
  /** Shown on the app's home. */
  enabled: z.boolean(),
});

/** An app route a banner opens (`/pages/takeout/takeout`, `/pages/news/detail?_id=3`), or none. */
export const appLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/[A-Za-z0-9/_.\-?=&%]*)?$/)
  .refine((v) => !v.startsWith('//'), { message: 'invalid_link' });

/** Every home banner, shown and hidden, in the home's order. */
export const adminBannerList = defineEndpoint({
  path: '/admin/BannerList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Home banners with their five locales, hidden ones included',
  request: z.object({}),
  response: z.object({ list: z.array(adminBannerSchema) }),
});

/** Adds a banner (no `id`) or edits one; `enabled: false` hides it from the home. */
export const adminBannerSave = defineEndpoint({
  path: '/admin/BannerSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Add, edit, show or hide a home banner (titles in five locales)',
  request: z.object({
    id: id.optional(),
    image: platformImage,
    title: localized(120),
    link: appLink.default(''),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  }),
  response: adminBannerSchema,
});

export const AppPlatforms = ['web', 'android', 'ios'] as const;

/** A released app version as `/AppUpdate` offers it. */
export const adminAppVersionSchema = z.object({
  id: z.string(),
  version: z.string(),
  code: z.number().int(),
  platform: z.enum(AppPlatforms),
  url: z.string(),
  notes: localizedOut,
  force: z.boolean(),
  createdAt: z.string(),
});

/** Every release, newest first per platform. */
export const adminAppVersionList = defineEndpoint({
  path: '/admin/AppVersionList',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'App releases that /AppUpdate offers',
  request: z.object({}),
  response: z.object({ list: z.array(adminAppVersionSchema) }),
});

/**
 * Releases a version (no `id`): `/AppUpdate` offers it to callers on an older one, forced when `force`. An
 * edit (`id`) changes its download link, notes or force, never its version or platform; a version released
 * twice is refused.
 */
export const adminAppVersionSave = defineEndpoint({
  path: '/admin/AppVersionSave',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content'],
  summary: 'Release an app version for /AppUpdate, or edit its link, notes and force',
  request: z.object({
    id: id.optional(),
    version: z.string().regex(/^\d{1,3}\.\d\.\d$/),
    platform: z.enum(AppPlatforms).default('web'),
    /** Where the update is downloaded: a https address or a path of this server; empty for the web app. */
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s]+|\/[A-Za-z0-9/_.\-?=&%]*)?$/)
      .default(''),
    notes: localized(2000),
    force: z.boolean().default(false),
  }),
  response: adminAppVersionSchema,
});

/**
 * An operator's image for the catalogue or the home (merchant and product images, banners): multipart, the
 * image in the part `file`. The server checks the kind by its bytes (PNG, JPEG, GIF, WebP) and the size
 * (UPLOAD_LIMIT_MB), stores it and answers its public path, which the save calls then accept as an image.
 */
export const adminImageUpload = defineEndpoint({
  path: '/admin/ImageUpload',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'content', 'merchant'],
  summary: 'Upload an image for the catalogue or the home (multipart); answers its public path',
  request: z.object({}),
  response: z.object({
    url: z.string(),
    size: z.number().int(),
    mime: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
});
