import { adminLedgerCheck, adminLedgerJournalDetail, adminLedgerJournalList } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createLedgerExplorer } from './ledger-explorer.service';

/** The ledger explorer of the back office (finance, admin): journals, postings, the invariant check. */
export async function ledgerAdminRoutes(app: FastifyInstance) {
  const explorer = createLedgerExplorer(app.db);
  defineAdminRoute(app, adminLedgerJournalList, async ({ body }) => explorer.journals(body));
  defineAdminRoute(app, adminLedgerJournalDetail, async ({ body }) => explorer.journal(body.id));
  defineAdminRoute(app, adminLedgerCheck, async ({ body }) => explorer.check(body.unit));
}
