import { addBank, delBank, getBanks, updateBank } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createBankService } from './bank.service';

/** `/user/AddBank`, `/user/UpdateBank`, `/user/DelBank`, `/user/GetBanks`: the caller's own payment accounts. */
export async function bankRoutes(app: FastifyInstance) {
  const service = createBankService({ db: app.db, limiter: app.limiter });

  defineRoute(app, getBanks, async ({ body, user }) => service.list(user.id, body.account));
  defineRoute(app, addBank, async ({ body, user }) => service.add(user.id, body));
  defineRoute(app, updateBank, async ({ body, user }) => service.update(user.id, body));
  defineRoute(app, delBank, async ({ body, user }) => service.remove(user.id, body.account));
}
