import {
  type adminBonusRuleSave,
  type adminChannelCreate,
  type adminChannelSave,
  type adminCountrySave,
  type adminRateSave,
  currencyDigits,
  majorText,
  type ParsedRequestOf,
  type ResponseOf,
} from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { bonusRules, countries, paymentChannels } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { filledLocales } from '../../lib/locale';
import { moneyConfigRepository as repo } from './money-config.repository';

type ChannelRow = typeof paymentChannels.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type BonusRow = typeof bonusRules.$inferSelect;

const toBonusRule = (r: BonusRow): ResponseOf<typeof adminBonusRuleSave> => ({
  id: String(r.id),
  unit: r.currency,
  channelId: r.channelId === null ? null : String(r.channelId),
  minAmount: r.minAmount,
  bonus: r.bonus,
  enabled: r.enabled,
});
const bonusTerms = (r: BonusRow) => ({
  unit: r.currency,
  channelId: r.channelId,
  minAmount: r.minAmount,
  bonus: r.bonus,
  enabled: r.enabled,
});

const toCountry = (c: CountryRow, moneyInUnit: boolean): ResponseOf<typeof adminCountrySave> => ({
  countryCode: c.code,
  name: c.name,
  callingCode: c.callingCode,
  unit: c.unit,
  symbol: c.symbol,
  digits: currencyDigits(c.unit),
  flag: c.flag,
  enabled: c.enabled,
  moneyInUnit,
});
const countryTerms = (c: CountryRow) => ({
  name: c.name,
  callingCode: c.callingCode,
  unit: c.unit,
  symbol: c.symbol,
  enabled: c.enabled,
});

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

    /** Opens a channel in the country's own currency; its code is new for the country and direction. */
    async createChannel(body: ParsedRequestOf<typeof adminChannelCreate>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        const country = (await repo.lockCountry(tx, body.countryCode)) ?? fail('InvalidCountry');
        const created =
          (await repo.insertChannel(tx, {
            code: body.code,
            direction: body.direction,
            countryCode: country.code,
            provider: body.provider,
            name: filledLocales(body.name),
            currency: country.unit,
            minAmount: body.minAmount,
            maxAmount: body.maxAmount,
            feeBp: body.feeBp,
            enabled: body.enabled,
            sort: await repo.nextChannelSort(tx, country.code, body.direction),
          })) ?? fail('ChannelExists');
        await audit(tx, 'channel.create', `channel:${created.id}`, {
          before: null,
          after: {
            code: created.code,
            direction: created.direction,
            countryCode: created.countryCode,
            provider: created.provider,
            name: created.name,
            ...channelTerms(created),
          },
        });
        return created;
      });
      await deps.invalidate();
      return toChannel(row);
    },

    async bonusRules() {
      return { list: (await repo.bonusRules(db)).map(toBonusRule) };
    },

    /**
     * Adds or changes a top-up bonus rule. Two shown rules of a currency never share a threshold (checked
     * under a per-currency lock); a hidden rule stops applying to new top-ups at once (the cached reads are
     * forgotten), while top-ups already made keep the bonus they were promised.
     */
    async saveBonusRule(body: ParsedRequestOf<typeof adminBonusRuleSave>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        if (!(await repo.rechargeUnit(tx, body.unit))) fail('ParameterError', { field: 'unit' });
        // A rule of one channel: a top-up channel taking this currency.
        const channelId = body.channelId === null ? null : rowId(body.channelId, 'ParameterError');
        if (channelId !== null) {
          const channel = await repo.channel(tx, channelId);
          if (channel?.direction !== 'recharge' || channel.currency !== body.unit)
            fail('ParameterError', { field: 'channelId' });
        }
        await repo.lockBonusUnit(tx, body.unit);
        const current =
          body.id === undefined ? null : ((await repo.lockBonusRule(tx, rowId(body.id))) ?? fail('NotFound'));
        if (current && (current.currency !== body.unit || current.channelId !== channelId)) fail('InvalidState');
        if (body.enabled && (await repo.shownRuleAt(tx, body.unit, channelId, body.minAmount, current?.id ?? null)))
          fail('BonusThresholdTaken', {
            amount: `${majorText(body.minAmount, body.unit)} ${body.unit}`,
          });
        const values = { minAmount: body.minAmount, bonus: body.bonus, enabled: body.enabled };
        if (!current) {
          const created = await repo.insertBonusRule(tx, { ...values, currency: body.unit, channelId });
          await audit(tx, 'bonus_rule.create', `bonus_rule:${created.id}`, {
            before: null,
            after: bonusTerms(created),
          });
          return created;
        }
        const updated = await repo.updateBonusRule(tx, current.id, values);
        await audit(tx, 'bonus_rule.edit', `bonus_rule:${current.id}`, {
          before: bonusTerms(current),
          after: bonusTerms(updated),
        });
        return updated;
      });
      await deps.invalidate();
      return toBonusRule(row);
    },

    async countries() {
      const [rows, withMoney] = await Promise.all([repo.countries(db), repo.countriesWithMoney(db)]);
      return { list: rows.map((c) => toCountry(c, withMoney.has(c.code))) };
    },

    /**
     * Edits a country. Its default currency changes only while no money exists in the current one (no
     * channel, shop or user wallet of the country in it): amounts already kept in minor units of a currency
     * must keep meaning what they meant.
     */
    async saveCountry(body: ParsedRequestOf<typeof adminCountrySave>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        const current = (await repo.lockCountry(tx, body.countryCode)) ?? fail('NotFound');
        if (body.unit !== current.unit && (await repo.countriesWithMoney(tx)).has(current.code))
          fail('CurrencyInUse', { unit: current.unit });
        const updated = await repo.updateCountry(tx, current.code, {
          name: filledLocales(body.name),
          callingCode: body.callingCode,
          unit: body.unit,
          symbol: body.symbol,
          enabled: body.enabled,
        });
        await audit(tx, 'country.edit', `country:${current.code}`, {
          before: countryTerms(current),
          after: countryTerms(updated),
        });
        return updated;
      });
      await deps.invalidate();
      return toCountry(row, (await repo.countriesWithMoney(db)).has(row.code));
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
