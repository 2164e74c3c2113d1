import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What the Telegram Login Widget hands the browser; every field but `hash` is covered by the hash. */
export type TelegramWidgetData = { hash: string } & Record<string, string | undefined>;

export type TelegramIdentity = { id: string; name: string; username: string | null };

export type TelegramCheck =
  | { ok: true; identity: TelegramIdentity }
  | { ok: false; reason: 'not_configured' | 'bad_hash' | 'stale' | 'future' };

/** Widget data older than this is refused (Telegram's own advice is to keep it short). */
export const TELEGRAM_MAX_AGE_SECONDS = 86_400;
/** Clock skew tolerated for an `auth_date` slightly ahead of ours. */
const FUTURE_SKEW_SECONDS = 300;

/**
 * Verifies Login Widget data as Telegram documents it: the data-check-string is every received field
 * except `hash`, as `key=value`, sorted by key, joined with '\n'; the hash is its HMAC-SHA256 keyed with
 * SHA-256 of the bot token. Any changed, added or removed field breaks it.
 */
export function verifyTelegramLogin(
  data: TelegramWidgetData,
  botToken: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramCheck {
  if (!botToken) return { ok: false, reason: 'not_configured' };
  const { hash, ...fields } = data;
  const checkString = Object.keys(fields)
    .filter((k) => fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  const given = Buffer.from(hash ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_hash' };

  const authDate = Number(fields.auth_date);
  if (!Number.isFinite(authDate)) return { ok: false, reason: 'bad_hash' };
  if (authDate > nowSeconds + FUTURE_SKEW_SECONDS) return { ok: false, reason: 'future' };
  if (nowSeconds - authDate > TELEGRAM_MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };

  const name = [fields.first_name, fields.last_name].filter(Boolean).join(' ').trim();
  return {
    ok: true,
    identity: { id: String(fields.id), name: name || fields.username || '', username: fields.username ?? null },
  };
}
