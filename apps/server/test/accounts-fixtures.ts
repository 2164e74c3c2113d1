import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CodePurpose, type UserInfo } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { countries } from '../src/db/schema';
import type { DomainEvents } from '../src/lib/events';
import { limits } from '../src/modules/user/user.limits';
import { openTestDatabase } from './helpers';

/** A 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (tag = 'u') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

type Envelope<T> = { status: number; data: T; msg: string; params?: Record<string, unknown>; http: number };

export type AccountsApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Every log line the app wrote (pino JSON, parsed). */
  logs: { msg?: string; [k: string]: unknown }[];
  revoked: DomainEvents['session.revoked'][];
  call: <T = unknown>(
    p: string,
    body?: unknown,
    o?: { token?: string; ip?: string; headers?: Record<string, string> },
  ) => Promise<Envelope<T>>;
  /** The last code the log line `verification code for <account>: <code>` gave for an account. */
  codeFromLog: (account: string) => string | null;
  /** SendCode (per-minute quota lifted first) and the code from the log, asserting success. */
  sendCode: (account: string, purpose?: number, token?: string) => Promise<{ code: string; codeToken: string }>;
  /** Registers and logs in a new e-mail account; answers its login info. */
  signUp: (opts?: { account?: string; password?: string; inviteCode?: string; countryCode?: string }) => Promise<{
    account: string;
    password: string;
    info: UserInfo;
  }>;
  close: () => Promise<void>;
};

/** The countries the tests use (the seed may add more; existing rows are left alone). */
async function ensureCountries(database: Database) {
  const name = (en: string) => ({ en });
  await database.db
    .insert(countries)
    .values([
      {
        code: 'US',
        name: name('United States'),
        callingCode: '1',
        unit: 'USD',
        symbol: '$',
        rateMicros: 1_000_000,
        flag: '🇺🇸',
      },
      {
        code: 'TH',
        name: name('Thailand'),
        callingCode: '66',
        unit: 'THB',
        symbol: '฿',
        rateMicros: 35_500_000,
        flag: '🇹🇭',
      },
      {
        code: 'IN',
        name: name('India'),
        callingCode: '91',
        unit: 'INR',
        symbol: '₹',
        rateMicros: 83_000_000,
        flag: '🇮🇳',
      },
      // Countries with identity numbers of their own (CPF, CCI); not in the demo seed.
      {
        code: 'BR',
        name: name('Brazil'),
        callingCode: '55',
        unit: 'BRL',
        symbol: 'R$',
        rateMicros: 5_000_000,
        flag: '🇧🇷',
      },
      {
        code: 'PE',
        name: name('Peru'),
        callingCode: '51',
        unit: 'PEN',
        symbol: 'S/',
        rateMicros: 3_700_000,
        flag: '🇵🇪',
      },
    ])
    .onConflictDoNothing();
}

/**
 * An app for the account tests: its log is captured (codes are read from it, as the browser tests do),
 * its `session.revoked` events recorded, and each call comes from a random IP unless told otherwise.
 */
export async function startAccountsApp(
  opts: { env?: Record<string, string>; database?: Database } = {},
): Promise<AccountsApp> {
  const database = opts.database ?? (await openTestDatabase());
  await ensureCountries(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-acct-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `wf-test-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_PER_MINUTE: '100000',
    // These tests tell clients apart by X-Forwarded-For, as a proxy in front of the app would.
    TRUST_PROXY: 'true',
    ...opts.env,
  });
  const logs: AccountsApp['logs'] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line)) };
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
  const revoked: AccountsApp['revoked'] = [];
  app.events.on('session.revoked', (e) => revoked.push(e));

  const call: AccountsApp['call'] = async (p, body = {}, o = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${p}`,
      payload: o.token ? { ...(body as object), token: o.token } : (body as object),
      headers: { 'x-forwarded-for': o.ip ?? randomIp(), ...o.headers },
    });
    return { ...res.json(), http: res.statusCode };
  };

  const codeFromLog = (account: string) => {
    const prefix = `verification code for ${account}: `;
    const line = logs.findLast((l) => typeof l.msg === 'string' && l.msg.startsWith(prefix));
    return line ? (line.msg as string).slice(prefix.length) : null;
  };

  const sendCode: AccountsApp['sendCode'] = async (account, purpose = CodePurpose.Register, token) => {
    // Tests ask several codes for one account within a minute; the per-minute quota has its own test.
    await app.limiter.reset(limits.sendCodeAccount(account)[0]!.key);
    const res = await call<{ codeToken: string }>(
      '/user/SendCode',
      { account, type: account.includes('@') ? 'email' : 'phone', sendType: purpose },
      { token },
    );
    if (res.status !== 0) throw new Error(`SendCode failed: ${JSON.stringify(res)}`);
    const code = codeFromLog(account);
    if (!code) throw new Error(`no code logged for ${account}`);
    return { code, codeToken: res.data.codeToken };
  };

  const signUp: AccountsApp['signUp'] = async (o = {}) => {
    const account = o.account ?? uniqueEmail();
    const password = o.password ?? `pw-${randomBytes(6).toString('hex')}`;
    const { code, codeToken } = await sendCode(account);
    const res = await call<UserInfo>('/user/Register', {
      account,
      logonPassword: password,
      code,
      codeToken,
      countryCode: o.countryCode ?? 'US',
      ...(o.inviteCode ? { inviteCode: o.inviteCode } : {}),
    });
    if (res.status !== 0) throw new Error(`Register failed: ${JSON.stringify(res)}`);
    return { account, password, info: res.data };
  };

  return {
    app,
    database,
    dataDir,
    logs,
    revoked,
    call,
    codeFromLog,
    sendCode,
    signUp,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A minimal SMTP server on 127.0.0.1 speaking just enough of RFC 5321 for a client to deliver mail. */
export async function startFakeSmtp() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 fake-smtp');
        else if (verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, '').replace(/[<>]/g, ''));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts a node:http server on 127.0.0.1 with a form-body handler; answers its base URL. */
export async function startFormServer(
  handle: (path: string, form: URLSearchParams) => { status: number; body: unknown },
) {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const out = isForm
        ? handle(req.url ?? '/', new URLSearchParams(raw))
        : { status: 415, body: { error: 'form body expected' } };
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A multipart/form-data body: text fields and files, in the order given. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; file: Buffer; filename: string; contentType: string })[],
) {
  const boundary = `----wf${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'file' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'file' in p ? p.file : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
