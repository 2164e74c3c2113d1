import * as argon2 from 'argon2';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, transfer, walletOf } from '../../modules/ledger/ledger.service';
import type { Tx } from '../client';
import {
  addresses,
  chatGroups,
  chatMembers,
  chatMessages,
  inviteRelations,
  paymentChannels,
  recharges,
  users,
} from '../schema';
import { assetUrl } from './assets';
import { localMinor } from './cities';
import { countryByCode } from './countries';
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
  /** Opening wallet balance in whole units of the country's currency, credited as a done demo top-up. */
  opening: number;
  addresses: Omit<typeof addresses.$inferInsert, 'userId'>[];
};

const DEMO: DemoPerson = {
  account: DEMO_ACCOUNT,
  name: 'Demo User',
  country: 'TH',
  sex: 'female',
  avatar: assetUrl.avatar('demo-user'),
  opening: 15_000,
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
  opening: 25_000,
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

  await openingBalance(tx, user.id, p, now);
  return user.id;
}

/**
 * Opening balance in the person's own currency: a completed demo top-up, booked exactly as the wallet
 * books one. Skipped when that wallet already exists (a world seeded before balances were per currency
 * keeps its US-dollar balance and gains this one).
 */
async function openingBalance(tx: Tx, userId: number, p: DemoPerson, now: Date) {
  const unit = countryByCode(p.country).unit;
  const existing = await tx
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.userId, userId), eq(recharges.currency, unit)))
    .limit(1);
  if (existing.length > 0 || (await walletOf(tx, userId, unit)).balance > 0) return;
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
  if (!channel) throw new Error('demo channel missing');
  const amount = localMinor(p.opening, p.country);
  const [recharge] = await tx
    .insert(recharges)
    .values({
      userId,
      channelId: channel.id,
      amount,
      currency: unit,
      status: RECHARGE_DONE,
      note: 'Demo opening balance',
      createdAt: now,
      reviewedAt: now,
    })
    .returning({ id: recharges.id });
  if (!recharge) throw new Error('recharge insert failed');
  await transfer(tx, {
    from: accounts.system('gateway_clearing', unit),
    to: accounts.wallet(userId, unit),
    amount,
    type: TX_RECHARGE,
    userId,
    ref: `recharge:${recharge.id}`,
    memo: 'demo',
  });
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
  // v2: opening balances in each person's own currency.
  version: 2,
  async apply(tx, { now }) {
    const existing = await tx
      .select({ id: users.id, account: users.account })
      .from(users)
      .where(inArray(users.account, [DEMO_ACCOUNT, FRIEND_ACCOUNT]));
    const idOf = (account: string) => existing.find((u) => u.account === account)?.id;
    let demoId = idOf(DEMO_ACCOUNT);
    let friendId = idOf(FRIEND_ACCOUNT);
    if (demoId !== undefined && friendId !== undefined) {
      await openingBalance(tx, demoId, DEMO, now);
      await openingBalance(tx, friendId, FRIEND, now);
      return;
    }
    const hash = await hashPassword(DEMO_PASSWORD);
    demoId ??= await createPerson(tx, DEMO, hash, null, now);
    if (friendId === undefined) {
      friendId = await createPerson(tx, FRIEND, hash, demoId, now);
      await createChat(tx, demoId, friendId, now);
    }
  },
};
