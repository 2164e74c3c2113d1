import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

/**
 * The server-held half of a third-party login handshake (LINE Login): the state travels through the
 * browser, the nonce and PKCE verifier never do. Single use, short-lived; only the state's SHA-256 is kept.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** 'line' */
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Must be sent again, identical, when the code is exchanged. */
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** Files stored through `/upload/File`: who uploaded what, so later calls accept only their own files. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** UploadPurpose: 'avatar' | 'review' | 'chat' */
    purpose: text('purpose').notNull(),
    /** The public path, e.g. `/uploads/avatar/<random>.png`. */
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The client's file name, shown in chat; never used on disk. */
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_path_uq').on(t.path), index('uploads_user_idx').on(t.userId)],
);

/**
 * Secrets the server keeps for itself when none is configured (e.g. the key that signs chat-file URLs), made
 * once by whichever instance starts first, so every instance on the database signs and checks alike.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
