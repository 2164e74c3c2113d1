import { ErrorCode, TRAVELLERS_MAX, type Traveller } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, type TestUser } from './wallet-fixtures';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  owner = await createUser(t.database, { country: 'TH', pin: null });
  other = await createUser(t.database, { country: 'TH', pin: null });
});
afterAll(async () => {
  await t?.close();
});

const save = (user: TestUser, body: object) => t.call<Traveller>('/user/SaveTraveller', body, { token: user.token });
const list = async (user: TestUser) =>
  (await t.call<{ list: Traveller[] }>('/user/GetTravellers', {}, { token: user.token })).data.list;

describe('saved travellers', () => {
  it('keeps one row per document, normalised and validated like a passenger', async () => {
    const ann = await save(owner, {
      name: 'Ann Lee',
      idType: 'passport',
      idNumber: 'p123 4567',
      idExpiry: '2034-05-01',
    });
    expect(ann.status).toBe(0);
    expect(ann.data).toMatchObject({
      name: 'Ann Lee',
      idType: 'passport',
      idNumber: 'P1234567',
      idExpiry: '2034-05-01',
      phone: '',
    });
    // The same document again refreshes the row instead of adding one.
    const again = await save(owner, {
      name: 'Ann Lee-Wong',
      idType: 'passport',
      idNumber: 'P1234567',
      idExpiry: '2035-05-01',
    });
    expect(again.data.id).toBe(ann.data.id);
    expect(await list(owner)).toEqual([again.data]);
    expect((await save(owner, { name: 'R2D2', idNumber: '1103700123456' })).status).toBe(ErrorCode.ParameterError);
    expect((await save(owner, { name: 'Ann', idType: 'passport', idNumber: 'P7654321' })).status).toBe(
      ErrorCode.ParameterError,
    );
  });

  it("is owner-checked: nobody reads, edits or deletes another user's travellers", async () => {
    const [mine] = await list(owner);
    expect(await list(other)).toEqual([]);
    const edit = await save(other, { id: mine!.id, name: 'Mallory', idNumber: '1103700123456' });
    expect(edit.status).toBe(ErrorCode.NotFound);
    const del = await t.call('/user/DeleteTraveller', { id: mine!.id }, { token: other.token });
    expect(del.status).toBe(ErrorCode.NotFound);
    expect((await list(owner))[0]).toEqual(mine);
    expect((await t.call('/user/GetTravellers', {})).status).toBe(ErrorCode.LoginExpired);
  });

  it(`holds at most ${TRAVELLERS_MAX}, and deleting frees a place`, async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    for (let i = 0; i < TRAVELLERS_MAX; i++) {
      expect((await save(user, { name: 'Somchai', idNumber: String(1_100_000_000_000 + i) })).status).toBe(0);
    }
    const full = await save(user, { name: 'Somchai', idNumber: '1199999999999' });
    expect(full).toMatchObject({ status: ErrorCode.TravellersFull, params: { max: TRAVELLERS_MAX } });
    const [first] = await list(user);
    expect((await t.call('/user/DeleteTraveller', { id: first!.id }, { token: user.token })).status).toBe(0);
    expect((await save(user, { name: 'Somchai', idNumber: '1199999999999' })).status).toBe(0);
  });

  it('are removed with the account', async () => {
    const user = await createUser(t.database, { country: 'TH', pin: null });
    await save(user, { name: 'Ann Lee', idNumber: '1103700123456' });
    const { anonymise } = (await import('../src/modules/user/user.repository')).userRepository;
    await anonymise(t.database.db, user.id);
    const rows = await rawQuery(t.database.db, 'select count(*)::int as n from travellers where user_id = $1', [
      user.id,
    ]);
    expect(rows[0]!.n).toBe(0);
  });
});
