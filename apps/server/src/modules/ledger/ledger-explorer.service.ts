import type { adminLedgerJournalList, ParsedRequestOf } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { optionalRowId, rowId } from '../../lib/ids';
import { checkLedger } from './ledger.service';
import { ledgerExplorerRepository as repo } from './ledger-explorer.repository';

const DAY_MS = 86_400_000;

/**
 * The back office's ledger explorer (finance): journals by user, order, type, currency and date, a
 * journal's postings, and the ledger's invariant check per currency (`checkLedger`, the one behind
 * `npm run ledger:check`). Read only: nothing here moves money.
 */
export function createLedgerExplorer(db: Executor) {
  return {
    async journals(body: ParsedRequestOf<typeof adminLedgerJournalList>) {
      const from = body.from ? new Date(`${body.from}T00:00:00Z`) : undefined;
      const to = body.to ? new Date(Date.parse(`${body.to}T00:00:00Z`) + DAY_MS) : undefined;
      if (from && to && from >= to) fail('ParameterError', { fields: 'from' });
      const { rows, total } = await repo.journals(
        db,
        {
          userId: optionalRowId(body.uid),
          orderId: optionalRowId(body.oid),
          type: body.type,
          currency: body.unit,
          from,
          to,
        },
        { offset: (body.page - 1) * body.pageSize, limit: body.pageSize },
      );
      return { total, list: rows };
    },

    async journal(id: string) {
      const journalId = rowId(id);
      const row = (await repo.journal(db, journalId)) ?? fail('NotFound');
      return { ...row, postings: await repo.postings(db, journalId) };
    },

    /** The invariant check now, per currency (every one the ledger holds, or only `unit`). */
    async check(unit: string | undefined) {
      const result = await checkLedger(db);
      const units = result.currencies.filter((c) => unit === undefined || c.currency === unit);
      if (unit !== undefined && units.length === 0) units.push({ currency: unit, total: 0 });
      const currencies = units.map((c) => {
        const problems = result.issues.filter((i) => i.currency === c.currency).map((i) => i.text);
        return { unit: c.currency, ok: problems.length === 0, total: c.total, problems };
      });
      const general = unit === undefined ? result.issues.filter((i) => i.currency === null).map((i) => i.text) : [];
      return {
        ok: currencies.every((c) => c.ok) && general.length === 0,
        checkedAt: new Date().toISOString(),
        currencies,
        general,
      };
    },
  };
}
