import type { adminFareSave, adminFlightList, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { ticketFares } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { parseYmd, utcSpan } from '../../lib/zoned-time';
import { airportOf } from './airports';
import { flightAdminRepository as repo } from './flight.admin.repository';

type FareRow = typeof ticketFares.$inferSelect;
const toFare = (f: FareRow): ResponseOf<typeof adminFareSave> => ({
  id: String(f.id),
  cabin: f.cabin,
  price: f.price,
  currency: f.currency,
  seatsLeft: f.seatsLeft,
  promo: f.promo,
});

/**
 * Flights and seats in the back office (admin and content): a route's flights on a local date at the origin,
 * and one fare's price and seats left, set under the fare's row lock (a booking taking seats at the same
 * moment waits or goes first, never lost), audited with before and after.
 */
export function createFlightAdminService(db: Db) {
  return {
    async flights(body: ParsedRequestOf<typeof adminFlightList>) {
      const origin = airportOf(body.from) ?? fail('UnknownAirport', { place: body.from });
      const destination = airportOf(body.to) ?? fail('UnknownAirport', { place: body.to });
      const { after, before } = utcSpan([origin.timezone], parseYmd(body.date), 1);
      const flights = await repo.flights(db, body.from, body.to, after, before);
      const fares = await repo.fares(
        db,
        flights.map((f) => f.id),
      );
      return {
        list: flights.map((f) => ({
          id: String(f.id),
          flightNo: f.flightNo,
          airline: f.airline,
          fromAirport: f.fromAirport,
          toAirport: f.toAirport,
          departAt: f.departAt.toISOString(),
          arriveAt: f.arriveAt.toISOString(),
          fromTimezone: origin.timezone,
          toTimezone: destination.timezone,
          fares: fares.filter((x) => x.ticketId === f.id).map(toFare),
        })),
      };
    },

    async saveFare(body: ParsedRequestOf<typeof adminFareSave>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        const current = (await repo.lockFare(tx, rowId(body.id))) ?? fail('NotFound');
        const updated = await repo.updateFare(tx, current.id, { price: body.price, seatsLeft: body.seatsLeft });
        await audit(tx, 'flight.fare', `fare:${current.id}`, {
          ticketId: current.ticketId,
          unit: current.currency,
          before: { price: current.price, seatsLeft: current.seatsLeft },
          after: { price: updated.price, seatsLeft: updated.seatsLeft },
        });
        return updated;
      });
      return toFare(row);
    },
  };
}
