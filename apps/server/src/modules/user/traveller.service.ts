import { type ParsedRequestOf, type saveTraveller, TRAVELLERS_MAX, type Traveller } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import { travellerRepository as repo, type TravellerRow } from './traveller.repository';

const toTraveller = (r: TravellerRow): Traveller => ({
  id: String(r.id),
  name: r.name,
  idType: r.idType,
  idNumber: r.idNumber,
  idExpiry: r.idExpiry,
  phone: r.phone,
});

/** A user's frequent travellers: only ever their own rows, at most TRAVELLERS_MAX. */
export function createTravellerService(db: Db) {
  return {
    async list(userId: number) {
      return { list: (await repo.list(db, userId)).map(toTraveller) };
    },

    async save(userId: number, body: ParsedRequestOf<typeof saveTraveller>): Promise<Traveller> {
      const fields = {
        name: body.name,
        idType: body.idType,
        idNumber: body.idNumber,
        idExpiry: body.idExpiry ?? null,
        phone: body.phone ?? '',
      };
      if (body.id !== undefined) {
        try {
          return toTraveller((await repo.update(db, userId, rowId(body.id), fields)) ?? fail('NotFound'));
        } catch (err) {
          // Edited into the document of another saved traveller of theirs.
          if (isUniqueViolation(err)) fail('ParameterError', { fields: 'idNumber' });
          throw err;
        }
      }
      if ((await repo.count(db, userId)) >= TRAVELLERS_MAX) fail('TravellersFull', { max: TRAVELLERS_MAX });
      return toTraveller(await repo.upsert(db, userId, fields));
    },

    async remove(userId: number, id: string) {
      if (!(await repo.remove(db, userId, rowId(id)))) fail('NotFound');
    },
  };
}
