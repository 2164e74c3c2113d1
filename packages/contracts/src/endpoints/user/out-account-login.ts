import { z } from 'zod';
import { isoCountry } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { OutAccountType } from '../../enums';
import { inviteCodeField, userInfoSchema } from './shared';

/**
 * The spec's fields (`account`, `outAccountId`, `name`, `head`) are what the client believes; the server
 * never trusts them. It reads the identity only from the verified proof: the Telegram Login Widget data
 * (HMAC-SHA256 keyed with SHA-256 of the bot token, `auth_date` under a day old) or the LINE `code` +
 * `state` from `/user/LineLoginStart` (exchanged with PKCE, ID token verified on the server).
 */
const claimed = {
  account: z.string().trim().max(128).optional(),
  outAccountId: z.string().trim().max(128).optional(),
  name: z.string().trim().max(128).optional(),
  head: z.string().max(1024).optional(),
  /** For a first login: the country to create the user in, and an optional invite code. */
  countryCode: isoCountry.optional(),
  inviteCode: inviteCodeField.optional(),
};

const digits = (max: number) =>
  z.union([z.string().regex(new RegExp(`^\\d{1,${max}}$`)), z.number().int().nonnegative().safe()]).transform(String);

/** Telegram Login Widget fields, exactly as Telegram signed them (the hash covers each present field). */
export const telegramAuthData = z.object({
  id: digits(20),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(1024).optional(),
  auth_date: digits(12),
  hash: z.string().regex(/^[a-f0-9]{64}$/),
});
export type TelegramAuthData = z.infer<typeof telegramAuthData>;

export const outAccountLogin = defineEndpoint({
  path: '/user/OutAccountLogin',
  method: 'POST',
  auth: false,
  summary: 'Log in (or sign up) with a verified Telegram or LINE identity',
  request: z.discriminatedUnion('accountType', [
    z.object({ accountType: z.literal(OutAccountType.Telegram), ...claimed, telegram: telegramAuthData }),
    z.object({
      accountType: z.literal(OutAccountType.Line),
      ...claimed,
      line: z.object({ code: z.string().min(1).max(512), state: z.string().min(8).max(128) }),
    }),
  ]),
  response: userInfoSchema.extend({
    /** True when this login created the user (the client then asks for a country if none is set). */
    isNew: z.boolean(),
  }),
});
