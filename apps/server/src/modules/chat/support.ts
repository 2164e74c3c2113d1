import type { Db } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { chatRepository as repo } from './chat.repository';

export const SUPPORT_NAME = 'Wayfare Support';
export const SUPPORT_AVATAR = '/assets/demo/avatars/support.svg';

const cache = new WeakMap<Db, number>();

/**
 * The account that answers support chats: a user row with no login (no account, no password) marked
 * `infos.system = 'support'`, created the first time anyone opens a support chat. Operators answer as it
 * from the back office (`sendAsSupport`). Its invite code cannot be typed at sign-up (underscores), so
 * nobody becomes its referral.
 */
export async function supportUserId(db: Db): Promise<number> {
  const cached = cache.get(db);
  if (cached !== undefined) return cached;
  let id = (await repo.supportUser(db))?.id;
  id ??= await db.transaction(async (tx) => {
    await repo.lockSupportCreation(tx);
    const again = await repo.supportUser(tx);
    if (again) return again.id;
    const created = await repo.insertSystemUser(tx, {
      name: SUPPORT_NAME,
      head: SUPPORT_AVATAR,
      inviteCode: `sys_support_${randomToken(9)}`,
      system: 'support',
    });
    return created.id;
  });
  cache.set(db, id);
  return id;
}

/** i18n key of support's instant acknowledgement (with `minutes`, the usual reply time). */
export const SUPPORT_ACK_TITLE = 'chat.support.ack';

export const isSupportUser = (infos: Record<string, string> | null | undefined) => infos?.system === 'support';
