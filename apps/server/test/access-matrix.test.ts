import { allEndpoints, ErrorCode, errorKeyOf } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES, ghostOf, MULTIPART_CASES } from './access-matrix-cases';
import { ID_FIELDS, ID_FREE, idFieldsOf, NOT_SERVED, OWNED } from './access-matrix-table';
import {
  A_SECRETS,
  type Answer,
  createWorld,
  type MatrixClient,
  matrixClient,
  ok,
  type World,
} from './access-matrix-world';
import { clientId, TestSocket, wsUrl } from './chat-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser } from './wallet-fixtures';

/**
 * The access-control matrix, generated from the contract (access-matrix-table.ts classifies every id field
 * of every operation): user B calls each operation with user A's resource (access-matrix-cases.ts) and must
 * be refused: a catalogue code, never success or a 500, the same answer as for an id of nobody's, and none
 * of A's data in the answer. Lists scoped to the caller answer B's own things only. Every operation that
 * needs a session refuses an anonymous caller with the login-required code.
 */

let t: TestApp;
let w: World;
let call: MatrixClient['call'];
let uploadAs: MatrixClient['uploadAs'];

beforeAll(async () => {
  t = await createTestApp();
  ({ call, uploadAs } = matrixClient(t));
  w = await createWorld(t, { call, uploadAs });
}, 60_000);
afterAll(() => t?.close());

/** A refusal: HTTP 200 (or a 4xx with the envelope), a catalogue code with its own key, no data. */
function expectRefused(res: Answer, label: string) {
  expect(res.status, `${label}: ${res.raw}`).not.toBe(0);
  expect(res.http, label).toBeLessThan(500);
  expect(res.status, label).not.toBe(ErrorCode.InternalError);
  expect(res.msg, label).toBe(errorKeyOf(res.status));
  expect(res.data ?? null, label).toBeNull();
}

function expectNoLeak(res: Answer, label: string) {
  for (const [what, secret] of Object.entries(A_SECRETS)) {
    expect(res.raw.includes(secret), `${label} shows A's ${what}`).toBe(false);
  }
  expect(res.raw.includes(w.aUpload.split('/').pop()!), `${label} shows A's upload`).toBe(false);
  expect(res.raw.includes(w.aAvatar.split('/').pop()!), `${label} shows A's avatar upload`).toBe(false);
  expect(res.raw.includes(w.aPid), `${label} shows A's pay request`).toBe(false);
}

describe('the matrix covers the contract', () => {
  it('classifies every id field of every operation; new ones fail here until classified', () => {
    for (const e of allEndpoints) {
      const found = idFieldsOf(e).sort();
      if (found.length === 0) {
        expect(ID_FREE, `${e.path} names nothing by id`).toContain(e.path);
        expect(ID_FIELDS[e.path], e.path).toBeUndefined();
      } else {
        expect(ID_FREE, e.path).not.toContain(e.path);
        expect(Object.keys(ID_FIELDS[e.path] ?? {}).sort(), `${e.path}: classify its id fields`).toEqual(found);
      }
    }
    const paths = new Set(allEndpoints.map((e) => e.path));
    for (const p of [...ID_FREE, ...Object.keys(ID_FIELDS), ...NOT_SERVED]) expect(paths.has(p), p).toBe(true);
  });

  it('attacks every owned field with at least one case', () => {
    const covered = new Set([...CASES, ...MULTIPART_CASES].flatMap((c) => c.fields.map((f) => `${c.op} ${f}`)));
    for (const [op, fields] of Object.entries(ID_FIELDS)) {
      for (const [field, kind] of Object.entries(fields)) {
        if (kind === OWNED) expect(covered, `${op} ${field} needs a case`).toContain(`${op} ${field}`);
      }
    }
    for (const key of covered) {
      const [op, field] = key.split(' ') as [string, string];
      expect(ID_FIELDS[op]?.[field], `${key} is attacked but not classified as owned`).toBe(OWNED);
    }
  });
});

describe('what is served', () => {
  it('NOT_SERVED lists exactly the operations the server does not answer yet', async () => {
    // A throwaway user: the empty bodies reach Logout too.
    const someone = await createUser(t.database);
    const unserved: string[] = [];
    for (const e of allEndpoints.filter((x) => x.path !== '/upload/File')) {
      if ((await call(e.path, {}, someone.token)).status === ErrorCode.UnknownPath) unserved.push(e.path);
    }
    expect(unserved.sort()).toEqual([...NOT_SERVED].sort());
  });
});

describe("user B with user A's resources", () => {
  it.each(CASES.map((c, i) => [`${c.op} ${c.fields.join('+')}`, i] as const))('%s', async (label, i) => {
    const c = CASES[i]!;
    const body = c.body(w);
    const res = await call(c.op, body, w.b.token);
    // B is signed in: a refusal must be about A's thing, not B's session (operator calls refuse any user's).
    if (!c.op.startsWith('/admin/')) expect(res.status, `${label}: ${res.raw}`).not.toBe(ErrorCode.LoginExpired);
    if (c.expect === 'filtered') expect(res.status, `${label}: ${res.raw}`).toBe(0);
    else {
      expectRefused(res, label);
      const ghost = await call(c.op, c.body(ghostOf(w)), w.b.token);
      expect({ status: ghost.status, msg: ghost.msg }, `${label}: same answer as for an id of nobody's`).toEqual({
        status: res.status,
        msg: res.msg,
      });
    }
    expectNoLeak(res, label);
    if (c.marker) expect(res.raw, label).not.toContain(c.marker(w));
    if (!allEndpoints.find((e) => e.path === c.op)!.auth && c.expect !== 'filtered') {
      // Operations open to everyone: signed out, A's id opens nothing either.
      const anon = await call(c.op, body);
      expectRefused(anon, `${label} (anonymous)`);
      expectNoLeak(anon, `${label} (anonymous)`);
      const ghost = await call(c.op, c.body(ghostOf(w)));
      expect(ghost.status, `${label} (anonymous): same answer as for nobody's id`).toBe(anon.status);
    }

    if (NOT_SERVED.includes(c.op)) {
      // Not served to anyone yet: once it is, it leaves NOT_SERVED and the owner check below applies.
      expect(res.status, `${c.op} is served now: remove it from NOT_SERVED`).toBe(ErrorCode.UnknownPath);
      return;
    }
    if (c.owner === null) return;
    const mine = await call(c.op, (c.owner ?? c.body)(w), w.a.token);
    if (c.expect === 'filtered') {
      // The same filter shows A their own things: B's empty answer was the scoping, not a bad query.
      expect(mine.status, `${label} owner: ${mine.raw}`).toBe(0);
      const shows = c.marker ? [c.marker(w)] : Object.values(A_SECRETS);
      expect(
        shows.some((v) => mine.raw.includes(v)),
        `${label} owner: ${mine.raw}`,
      ).toBe(true);
    } else {
      // The same id works for its owner (or fails for another reason): the refusal was about B.
      expect(mine.status === 0 || mine.status !== res.status, `${label} owner: ${mine.raw}`).toBe(true);
    }
  });

  it('the socket’s chat/send (the same input as /chat/SendMessage) refuses them alike', async () => {
    const socket = await TestSocket.login(await wsUrl(t.app), w.b.token);
    try {
      for (const c of CASES.filter((x) => x.op === '/chat/SendMessage')) {
        const body = c.body(w);
        const http = await call(c.op, { ...body, clientId: clientId() }, w.b.token);
        socket.send({ type: 'chat/send', data: body });
        const frame = await socket.next(
          'status',
          (f) => f.data.ref === 'chat/send' && f.data.clientId === body.clientId,
        );
        const label = `socket ${c.fields.join('+')}`;
        expect(frame.data.status, `${label}: ${JSON.stringify(frame)}`).toBe(http.status);
        expect(frame.data.msg, label).toBe(errorKeyOf(frame.data.status));
        expectNoLeak({ http: 200, status: frame.data.status, msg: frame.data.msg, raw: JSON.stringify(frame) }, label);
      }
      // Nothing of A's conversation reached B's socket meanwhile.
      expect(
        socket.frames.filter((f) => f.type === 'onMessage'),
        JSON.stringify(socket.frames),
      ).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('B’s own lists and pages (the id-free reads) show nothing of A’s', async () => {
    // Not Logout or DelUser: B's session is needed after this.
    const reads = ID_FREE.filter((op) => !['/user/Logout', '/user/DelUser'].includes(op));
    for (const op of reads) {
      const res = await call(op, {}, w.b.token);
      expect(res.http, `${op}: ${res.raw}`).toBeLessThan(500);
      expectNoLeak(res, op);
      expect(res.raw, op).not.toContain(`"oid":"${w.aOrder}"`);
      expect(res.raw, op).not.toContain(`"chatGroup_id":"${w.aGroup}"`);
    }
  });

  it('a refused send to A opens no conversation with A', async () => {
    for (const body of [
      { kind: 'image', url: w.aUpload, content: '' },
      { kind: 'order', oid: w.aOrder, content: '' },
      { kind: 'pay_request', pid: w.aPid, content: '' },
    ]) {
      const res = await call('/chat/SendMessage', { ...body, toId: String(w.a.id), clientId: clientId() }, w.b.token);
      expectRefused(res, `send ${body.kind} to A`);
    }
    const mine = await ok<{ list: { peer: { _id: string } | null }[] }>(
      call('/chat/GetConversationList', {}, w.a.token),
    );
    expect(mine.list.map((c) => c.peer?._id)).not.toContain(String(w.b.id));
  });

  it('/upload/File chatGroup_id: no uploading into a conversation B is not in', async () => {
    const res = await uploadAs(w.b.token, { purpose: 'chat', chatGroup_id: w.aGroup });
    expectRefused(res, 'upload');
    expectNoLeak(res, 'upload');
    const mine = await uploadAs(w.a.token, { purpose: 'chat', chatGroup_id: w.aGroup });
    expect(mine.status, mine.raw).toBe(0);
  });

  it("A's resources are as A left them", async () => {
    const info = await ok<{ name: string }>(call('/user/GetBanks', {}, w.a.token));
    expect(JSON.stringify(info)).toContain(A_SECRETS.bankHolder);
    const order = await ok<{ remark: string; status: number }>(
      call('/order/GetOrderInfo', { oid: w.aPaidOrder }, w.a.token),
    );
    expect(order.remark).toBe(A_SECRETS.remark);
    const msgs = await ok<{ list: { content: string }[] }>(
      call('/chat/GetMessageList', { chatGroup_id: w.aGroup }, w.a.token),
    );
    expect(msgs.list.map((m) => m.content)).not.toContain('let me in');
  });
});

describe('anonymous callers', () => {
  const authed = allEndpoints.filter((e) => e.auth && e.path !== '/upload/File');
  it.each(authed.map((e) => [e.path] as const))('%s asks for a login', async (op) => {
    const res = await call(op, {});
    expectRefused(res, op);
    expect(res.status, op).toBe(NOT_SERVED.includes(op) ? ErrorCode.UnknownPath : ErrorCode.LoginExpired);
  });

  it('/upload/File asks for a login', async () => {
    const res = await uploadAs('', { purpose: 'chat' });
    expect(res.status).toBe(ErrorCode.LoginExpired);
  });
});
