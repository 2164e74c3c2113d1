import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airlineTickets, ticketFares } from '../../db/schema';

/** The back office's flight queries: a route's flights in a UTC range, their fares, one fare locked. */
export const flightAdminRepository = {
  flights: (db: Executor, from: string, to: string, after: Date, before: Date) =>
    db
      .select()
      .from(airlineTickets)
      .where(
        and(
          eq(airlineTickets.fromAirport, from),
          eq(airlineTickets.toAirport, to),
          gte(airlineTickets.departAt, after),
          lt(airlineTickets.departAt, before),
        ),
      )
      .orderBy(asc(airlineTickets.departAt), asc(airlineTickets.id)),

  fares: (db: Executor, ticketIds: number[]) =>
    ticketIds.length === 0
      ? Promise.resolve([])
      : db.select().from(ticketFares).where(inArray(ticketFares.ticketId, ticketIds)).orderBy(asc(ticketFares.id)),

  lockFare: async (tx: Executor, id: number) =>
    (await tx.select().from(ticketFares).where(eq(ticketFares.id, id)).for('update'))[0] ?? null,

  updateFare: async (tx: Executor, id: number, v: { price: number; seatsLeft: number }) =>
    (await tx.update(ticketFares).set(v).where(eq(ticketFares.id, id)).returning())[0]!,
};
