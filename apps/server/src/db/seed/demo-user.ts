import * as argon2 from 'argon2';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  addresses,
  chatGroups,
  chatMembers,
  chatMessages,
  inviteRelations,
  ledgerAccounts,
  paymentChannels,
  recharges,
  users,
} from '../schema';
import { assetUrl } from './assets';
import { countryByCode, rateMicros } from './countries';
import { postJournal, SETTLEMENT_CURRENCY, systemAccountId } from './ledger-accounts';
import { rng } from './prng';
import type { SeedSection } from './section';

export const DEMO_ACCOUNT = 'demo@wayfare.test';
export const FRIEND_ACCOUNT = 'friend@wayfare.test';
/** Printed by `npm start`; both demo users share it. */
export const DEMO_PASSWORD = 'wayfare-demo';

/** Spec section 4: transaction type 1 is a recharge. */
const TX_RECHARGE = 1;
const RECHARGE_DONE = 1;
const MINUTE = 60_000;

export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 });

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A stable 8-character invite code for `account`, skipping codes already taken. */
async function inviteCode(tx: Tx, account: string): Promise<string> {
  const rand = rng(`invite:${account}`);
  for (;;) {
    const code = Array.from({ length: 8 }, () => rand.pick([...INVITE_ALPHABET])).join('');
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
    if (!taken) return code;
  }
}

type DemoPerson = {
  account: string;
  name: string;
  country: string;
  sex: string;
  avatar: string;
  /** Opening wallet balance in US cents, credited as a done demo top-up. */
  opening: number;
  addresses: Omit<typeof addresses.$inferInsert, 'userId'>[];
};

const DEMO: DemoPerson = {
  account: DEMO_ACCOUNT,
  name: 'Demo User',
  country: 'TH',
  sex: 'female',
  avatar: assetUrl.avatar('demo-user'),
  opening: 50_000,
  addresses: [
    {
      name: 'Demo User',
      phone: '+66812345678',
      address: 'Sukhumvit Soi 24, Khlong Tan, Khlong Toei, Bangkok 10110',
      label: 'Home',
      latitude: 13.7299,
      longitude: 100.5681,
      detailed: 'Park Avenue Residence, Tower B, 12th floor',
      houseNumber: '12B',
      isDefault: true,
    },
    {
      name: 'Demo User',
      phone: '+66812345678',
      address: 'Silom Road, Suriya Wong, Bang Rak, Bangkok 10500',
      label: 'Work',
      latitude: 13.7262,
      longitude: 100.5318,
      detailed: 'Silom Tower, 18th floor, reception',
      houseNumber: '18',
      isDefault: false,
    },
  ],
};

const FRIEND: DemoPerson = {
  account: FRIEND_ACCOUNT,
  name: 'Priya Sharma',
  country: 'IN',
  sex: 'female',
  avatar: assetUrl.avatar('friend'),
  opening: 30_000,
  addresses: [
    {
      name: 'Priya Sharma',
      phone: '+919812345678',
      address: 'Pali Hill, Bandra West, Mumbai 400050',
      label: 'Home',
      latitude: 19.0683,
      longitude: 72.8265,
      detailed: 'Sea Breeze Apartments, flat 702',
      houseNumber: '702',
      isDefault: true,
    },
  ],
};

async function createPerson(tx: Tx, p: DemoPerson, passwordHash: string, inviterId: number | null, now: Date) {
  const [user] = await tx
    .insert(users)
    .values({
      account: p.account,
      passwordHash,
      name: p.name,
      head: p.avatar,
      sex: p.sex,
      countryCode: p.country,
      inviteCode: await inviteCode(tx, p.account),
      inviterId,
      createdAt: new Date(now.getTime() - 30 * 24 * 60 * MINUTE),
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`could not create ${p.account}`);
  await tx.insert(addresses).values(p.addresses.map((a) => ({ ...a, userId: user.id })));
  if (inviterId !== null) await tx.insert(inviteRelations).values({ userId: user.id, inviterId });

  // Opening balance: a completed demo top-up, booked exactly as the wallet books one.
  const [wallet] = await tx
    .insert(ledgerAccounts)
    .values({ kind: 'user_wallet', ownerId: user.id, currency: SETTLEMENT_CURRENCY })
    .returning({ id: ledgerAccounts.id });
  const [channel] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.code, 'demo'),
        eq(paymentChannels.direction, 'recharge'),
        eq(paymentChannels.countryCode, p.country),
      ),
    );
  if (!wallet || !channel) throw new Error('wallet or demo channel missing');
  const at = new Date(now.getTime() - 7 * 24 * 60 * MINUTE);
  const [recharge] = await tx
    .insert(recharges)
    .values({
      userId: user.id,
      channelId: channel.id,
      amount: p.opening,
      status: RECHARGE_DONE,
      note: 'Demo opening balance',
      createdAt: at,
      reviewedAt: at,
    })
    .returning({ id: recharges.id });
  if (!recharge) throw new Error('recharge insert failed');
  const country = countryByCode(p.country);
  await postJournal(
    tx,
    { type: TX_RECHARGE, userId: user.id, ref: `recharge:${recharge.id}`, memo: 'Demo opening balance', createdAt: at },
    [
      { accountId: wallet.id, amount: p.opening },
      { accountId: await systemAccountId(tx, 'gateway_clearing'), amount: -p.opening },
    ],
    { rateMicros: rateMicros(country.rate), unit: country.unit },
  );
  return user.id;
}

/** A direct conversation with one unread message, so the Messages tab has something to show. */
async function createChat(tx: Tx, demoId: number, friendId: number, now: Date) {
  const [group] = await tx
    .insert(chatGroups)
    .values({ kind: 'direct', pairKey: `${Math.min(demoId, friendId)}:${Math.max(demoId, friendId)}` })
    .onConflictDoNothing()
    .returning({ id: chatGroups.id });
  if (!group) return;
  const lines: [number, string][] = [
    [friendId, "Hi! I'm in Bangkok next week. Any food tips?"],
    [demoId, 'Boat Noodle Alley by Victory Monument, and mango sticky rice at Khanom Sweet House!'],
    [friendId, "Perfect. Send me the order when you book and I'll pay this time."],
  ];
  const ids: number[] = [];
  for (const [i, [senderId, content]] of lines.entries()) {
    const [m] = await tx
      .insert(chatMessages)
      .values({
        groupId: group.id,
        senderId,
        kind: 'text',
        content,
        createdAt: new Date(now.getTime() - (30 - i * 5) * MINUTE),
      })
      .returning({ id: chatMessages.id });
    if (m) ids.push(m.id);
  }
  const last = ids.at(-1) ?? 0;
  await tx.update(chatGroups).set({ lastMessageId: last }).where(eq(chatGroups.id, group.id));
  await tx.insert(chatMembers).values([
    { groupId: group.id, userId: demoId, lastReadId: ids[1] ?? 0 },
    { groupId: group.id, userId: friendId, lastReadId: last },
  ]);
}

export const demoUsersSection: SeedSection = {
  name: 'demo-users',
  version: 1,
  async apply(tx, { now }) {
    const existing = await tx
      .select({ id: users.id, account: users.account })
      .from(users)
      .where(inArray(users.account, [DEMO_ACCOUNT, FRIEND_ACCOUNT]));
    const idOf = (account: string) => existing.find((u) => u.account === account)?.id;
    let demoId = idOf(DEMO_ACCOUNT);
    let friendId = idOf(FRIEND_ACCOUNT);
    if (demoId !== undefined && friendId !== undefined) return;
    const hash = await hashPassword(DEMO_PASSWORD);
    demoId ??= await createPerson(tx, DEMO, hash, null, now);
    if (friendId === undefined) {
      friendId = await createPerson(tx, FRIEND, hash, demoId, now);
      await createChat(tx, demoId, friendId, now);
    }
  },
};
