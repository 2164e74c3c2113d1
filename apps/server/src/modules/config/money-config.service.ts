import type { adminChannelSave, adminRateSave, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { countries, paymentChannels } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { moneyConfigRepository as repo } from './money-config.repository';

type ChannelRow = typeof paymentChannels.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

const toChannel = (c: ChannelRow): ResponseOf<typeof adminChannelSave> => ({
  id: String(c.id),
  code: c.code,
  direction: c.direction as 'recharge' | 'withdraw',
  countryCode: c.countryCode,
  provider: c.provider,
  name: c.name,
  unit: c.currency,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  feeBp: c.feeBp,
  enabled: c.enabled,
});
const channelTerms = (c: ChannelRow) => ({
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  unit: c.currency,
  feeBp: c.feeBp,
  enabled: c.enabled,
});
const toRate = (c: CountryRow): ResponseOf<typeof adminRateSave> => ({
  countryCode: c.code,
  unit: c.unit,
  rateMicros: c.rateMicros,
  enabled: c.enabled,
});

/**
 * Money configuration from the back office: a channel's bounds (minor units of its own currency), fee and
 * open state, and a country's indicative exchange rate (display only). Audited with before and after; the
 * cached reads (countries, channel configs) are forgotten on every instance.
 */
export function createMoneyConfigService(deps: { db: Db; invalidate: () => Promise<void> }) {
  const { db } = deps;
  return {
    async channels() {
      return { list: (await repo.channels(db)).map(toChannel) };
    },

    async saveChannel(body: ParsedRequestOf<typeof adminChannelSave>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        const current = (await repo.lockChannel(tx, rowId(body.id))) ?? fail('NotFound');
        const updated = await repo.updateChannel(tx, current.id, {
          minAmount: body.minAmount,
          maxAmount: body.maxAmount,
          feeBp: body.feeBp,
          enabled: body.enabled,
        });
        await audit(tx, 'channel.edit', `channel:${current.id}`, {
          before: channelTerms(current),
          after: channelTerms(updated),
        });
        return updated;
      });
      await deps.invalidate();
      return toChannel(row);
    },

    async rates() {
      return { list: (await repo.countries(db)).map(toRate) };
    },

    async saveRate(body: ParsedRequestOf<typeof adminRateSave>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        const current = (await repo.lockCountry(tx, body.countryCode)) ?? fail('NotFound');
        const updated = await repo.setRate(tx, current.code, body.rateMicros);
        await audit(tx, 'rate.edit', `country:${current.code}`, {
          before: { rateMicros: current.rateMicros, unit: current.unit },
          after: { rateMicros: updated.rateMicros, unit: updated.unit },
        });
        return updated;
      });
      await deps.invalidate();
      return toRate(row);
    },
  };
}
