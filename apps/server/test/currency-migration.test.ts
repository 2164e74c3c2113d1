import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, migrationsFolder } from '../src/db/client';
import { rawQuery } from '../src/db/raw';
import { seed } from '../src/db/seed';
import { checkLedger, walletsOf } from '../src/modules/ledger/ledger.service';
import { openTestDatabase } from './helpers';

/**
 * Upgrading a database from before per-currency money (migrations up to 0003: every balance and price in
 * US cents): nothing is lost or converted, every existing row is labelled USD, and the ledger check
 * passes before and after, also once the demo seed has run over it.
 */

const BEFORE = '0003_chat_realtime';
let database: Database;
let oldFolder: string;

/** The shipped migrations up to and including `last`. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  expect(upTo).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, upTo + 1);
  for (const e of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

const q = (text: string, values: unknown[] = []) => rawQuery(database.db, text, values);
const n = (v: unknown) => Number(v);

beforeAll(async () => {
  oldFolder = migrationsUpTo(BEFORE);
  database = await openTestDatabase({ migrationsFolder: oldFolder });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

/** The old ledger check (no currencies): journals sum to zero, balances equal their entries. */
async function oldCheck() {
  const unbalanced = await q(
    'select journal_id from ledger_entries group by journal_id having sum(amount) <> 0 or count(*) < 2',
  );
  const drift = await q(
    `select a.id from ledger_accounts a left join (select account_id, sum(amount) as s from ledger_entries
     group by account_id) e on e.account_id = a.id where a.balance <> coalesce(e.s, 0)`,
  );
  return { unbalanced: unbalanced.length, drift: drift.length };
}

describe('upgrading a US-cent database', () => {
  it('keeps every balance, labels it USD, and the ledger check holds before and after', async () => {
    // The world as the old code left it: a Thai user with $500.00 (shown then as ฿17,750.00), a merchant
    // with earnings, an order, a channel and a bonus rule, all in US cents.
    await q(`insert into countries (code, name, calling_code, unit, symbol, rate_micros, flag) values
      ('US', '{"en":"United States"}', '1', 'USD', '$', 1000000, 'us'),
      ('TH', '{"en":"Thailand"}', '66', 'THB', '฿', 35500000, 'th')`);
    const [user] = await q(
      `insert into users (account, name, country_code, invite_code) values ('old@example.com', 'Old', 'TH', 'OLDCODE1')
       returning id`,
    );
    const uid = n(user!.id);
    const [merchant] = await q(
      `insert into merchants (type, name, description, category, city, country_code, address, latitude, longitude,
         logo, cover, opening_hours, avg_price, delivery_fee, min_order)
       values (1, 'Old Kitchen', '{"en":"x"}', 'noodles', 'Bangkok', 'TH', 'Sukhumvit', 13.7, 100.5, '/l.png', '/c.png',
         '[]', 648, 82, 563) returning id`,
    );
    const mid = n(merchant!.id);
    const accounts = await q(
      `insert into ledger_accounts (kind, owner_id, currency, balance, allow_negative) values
        ('user_wallet', $1, 'USD', 0, false), ('gateway_clearing', null, 'USD', 0, true),
        ('merchant', $2, 'USD', 0, false), ('order_escrow', $1, 'USD', 0, false)
       returning id, kind`,
      [uid, mid],
    );
    const idOf = (kind: string) => n(accounts.find((a) => a.kind === kind)!.id);
    const journal = async (type: number, legs: [string, number][]) => {
      const [j] = await q('insert into ledger_journals (type, user_id, ref) values ($1, $2, $3) returning id', [
        type,
        uid,
        'old',
      ]);
      for (const [kind, amount] of legs) {
        const [a] = await q('update ledger_accounts set balance = balance + $1 where id = $2 returning balance', [
          amount,
          idOf(kind),
        ]);
        await q(
          `insert into ledger_entries (journal_id, account_id, amount, balance_after, rate_micros, local_amount, local_unit)
           values ($1, $2, $3, $4, 35500000, $5, 'THB')`,
          [n(j!.id), idOf(kind), amount, n(a!.balance), Math.round(amount * 35.5)],
        );
      }
    };
    await journal(1, [
      ['gateway_clearing', -50_000],
      ['user_wallet', 50_000],
    ]);
    await journal(12, [
      ['user_wallet', -730],
      ['order_escrow', 730],
    ]);
    await journal(14, [
      ['order_escrow', -730],
      ['merchant', 730],
    ]);
    await q(
      `insert into orders (user_id, merchant_id, type, status, pay_status, items_total, delivery_fee, amount)
       values ($1, $2, 1, 5, 1, 648, 82, 730)`,
      [uid, mid],
    );
    await q(`insert into payment_channels (code, direction, country_code, provider, name, min_amount, max_amount)
      values ('demo', 'recharge', 'TH', 'demo', '{"en":"Demo"}', 100, 500000)`);
    await q('insert into bonus_rules (min_amount, bonus) values (5000, 500)');
    expect(await oldCheck()).toEqual({ unbalanced: 0, drift: 0 });
    const before = await q('select kind, owner_id, balance from ledger_accounts order by id');

    await migrateDatabase(database);

    // Every balance is where it was, in the currency it always was: US dollars.
    const after = await q('select kind, owner_id, balance, currency from ledger_accounts order by id');
    expect(after.map((a) => [a.kind, a.owner_id, n(a.balance)])).toEqual(
      before.map((a) => [a.kind, a.owner_id, n(a.balance)]),
    );
    for (const a of after) expect(a.currency).toBe('USD');
    expect((await q('select distinct currency from ledger_entries')).map((r) => r.currency)).toEqual(['USD']);
    for (const table of ['merchants', 'orders', 'payment_channels', 'bonus_rules']) {
      expect((await q(`select distinct currency from ${table}`)).map((r) => r.currency)).toEqual(['USD']);
    }
    const [order] = await q('select amount, currency, pay_unit from orders');
    expect(order).toMatchObject({ currency: 'USD', pay_unit: null });
    expect(n(order!.amount)).toBe(730);
    let check = await checkLedger(database.db);
    expect(check.problems).toEqual([]);
    expect(check.currencies).toEqual([{ currency: 'USD', total: 0 }]);
    // The Thai user holds their dollars as dollars; changing country never converted them.
    expect(await walletsOf(database.db, uid)).toEqual([{ currency: 'USD', balance: 49_270, held: 0 }]);

    // The demo seed over the upgraded world adds what is new and moves nothing that was there.
    await seed(database.db, { now: new Date('2026-11-25T10:00:00Z') });
    expect(await walletsOf(database.db, uid)).toEqual([{ currency: 'USD', balance: 49_270, held: 0 }]);
    const [oldMerchant] = await q('select currency, avg_price from merchants where id = $1', [mid]);
    expect(oldMerchant).toMatchObject({ currency: 'USD' });
    check = await checkLedger(database.db);
    expect(check.problems).toEqual([]);
    for (const c of check.currencies) expect(c.total).toBe(0);
    // New channels and rules are in local currency beside the old USD ones.
    const th = await q("select currency, min_amount from payment_channels where country_code = 'TH' and code = 'demo'");
    expect(th).toEqual([{ currency: 'THB', min_amount: expect.anything() }]);
  }, 180_000);
});
