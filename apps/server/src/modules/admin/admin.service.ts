import { type OperatorRole, OperatorRoles } from '@wayfare/contracts';
import type { Db, Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { checkWithinBudget, type FailureRule } from '../../lib/attempts';
import { randomToken, sha256 } from '../../lib/crypto';
import type { EventBus } from '../../lib/events';
import type { Limiter } from '../../lib/limiter';
import { hashPassword, verifyPassword } from '../../lib/password';
import { adminRepository as repo } from './admin.repository';

/** Operator sessions are short: a back-office shift. */
const SESSION_HOURS = 12;
const loginRule = (username: string): FailureRule => ({
  key: `oplogin:${username.toLowerCase()}`,
  max: 5,
  windowSeconds: 15 * 60,
});

export const isOperatorRole = (role: string): role is OperatorRole =>
  (OperatorRoles as readonly string[]).includes(role);

export type AuthOperator = {
  id: number;
  username: string;
  role: OperatorRole;
  /** A merchant operator's shop; null for every other role. */
  merchantId: number | null;
  sessionId: number;
};

/** The live operator behind a session token, or null (unknown, expired, revoked or disabled). */
export async function operatorOfToken(db: Executor, token: string): Promise<AuthOperator | null> {
  const op = await repo.session(db, sha256(token));
  return op ? { ...op, role: op.role as OperatorRole } : null;
}

/** The audit writer of one operator (`ctx.audit` of every back-office route). */
export const operatorAudit =
  (operatorId: number) => async (tx: Executor, action: string, target: string, data: Record<string, unknown>) => {
    await repo.audit(tx, { operatorId, action, target, data });
  };

/**
 * Creates an operator or resets an existing one's password and role (`npm run admin:create`). A merchant
 * operator names their shop; no other role has one.
 */
export async function createOperator(
  db: Db,
  username: string,
  password: string,
  role: OperatorRole,
  merchantId: number | null = null,
) {
  if ((role === 'merchant') !== (merchantId !== null))
    throw new Error('a merchant operator, and only one, names a shop');
  const row = await repo.upsert(db, { username, passwordHash: await hashPassword(password), role, merchantId });
  return { id: row.id, username: row.username, role: row.role, merchantId: row.merchantId };
}

export function createAdminService(deps: { db: Db; limiter: Limiter; events: EventBus }) {
  const { db } = deps;
  return {
    async login(username: string, password: string) {
      const op = await repo.byUsername(db, username);
      // The try is reserved before the hash check, so a burst of guesses gets five checks at most.
      await checkWithinBudget(
        deps.limiter,
        [loginRule(username)],
        async () =>
          (await verifyPassword(op?.passwordHash, password)) && !!op && !op.disabled && isOperatorRole(op.role),
        () => fail('AccountOrPasswordIncorrect'),
      );
      if (!op) return fail('AccountOrPasswordIncorrect');
      const token = randomToken(32);
      const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
      await repo.createSession(db, { operatorId: op.id, tokenHash: sha256(token), expiresAt });
      return {
        token,
        operator: {
          id: String(op.id),
          username: op.username,
          role: op.role as OperatorRole,
          merchantId: op.merchantId === null ? null : String(op.merchantId),
        },
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Signs this session out: revoked at once, its sockets told and closed (on every instance). */
    async logout(op: AuthOperator) {
      await repo.revokeSession(db, op.sessionId);
      deps.events.emit('operator.session.revoked', {
        operator: { role: op.role, merchantId: op.merchantId },
        sessionIds: [op.sessionId],
      });
    },
  };
}
