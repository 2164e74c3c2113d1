import type { Address, createAddress, ParsedRequestOf } from '@wayfare/contracts';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { distanceMeters } from '../../lib/geo';
import { rowId, rowIdOrNull } from '../../lib/ids';
import { toAddress } from '../user/user.mapper';
import { type AddressRow, type AddressValues, addressRepository as repo } from './address.repository';

/** More than any real person keeps; stops a script from filling the table. */
export const MAX_ADDRESSES = 50;

type AddressInput = ParsedRequestOf<typeof createAddress>;

const valuesOf = (a: AddressInput): AddressValues => ({
  name: a.name,
  phone: a.phone,
  address: a.address,
  label: a.label,
  latitude: a.latitude,
  longitude: a.longitude,
  detailed: a.detailed,
  houseNumber: a.houseNumber,
  isDefault: a.isDefault,
});

/** The caller's address by its contract id, or null when it is not theirs (or deleted, or no row id). */
export const ownedAddress = async (db: Executor, userId: number, id: string) => {
  const n = rowIdOrNull(id);
  return n === null ? null : repo.owned(db, userId, n);
};

/**
 * The user's saved address nearest to a position, when it lies within `maxMeters` (the spec reuses one
 * within 1000 m before asking any provider). A user keeps a handful of addresses, so this is done here.
 */
export async function nearestAddress(
  db: Executor,
  userId: number,
  latitude: number,
  longitude: number,
  maxMeters: number,
): Promise<{ row: AddressRow; distance: number } | null> {
  let best: { row: AddressRow; distance: number } | null = null;
  for (const row of await repo.list(db, userId)) {
    const distance = distanceMeters(latitude, longitude, row.latitude, row.longitude);
    if (distance <= maxMeters && (!best || distance < best.distance)) best = { row, distance };
  }
  return best;
}

/**
 * Saved delivery addresses. Every change runs under a lock on the user's row, so "at most one default"
 * holds however many calls arrive at once; the first address becomes the default, and deleting the
 * default hands it to the newest remaining one. Deletion is soft: orders keep their snapshot.
 */
export function createAddressService(db: Db) {
  return {
    async create(userId: number, input: AddressInput): Promise<Address> {
      const row = await inTransaction(db, async (tx) => {
        await repo.lockUser(tx, userId);
        const n = await repo.count(tx, userId);
        if (n >= MAX_ADDRESSES) fail('ParameterError', { fields: 'address' });
        const inserted = await repo.insert(tx, userId, { ...valuesOf(input), isDefault: input.isDefault || n === 0 });
        if (inserted.isDefault) await repo.clearDefault(tx, userId, inserted.id);
        return inserted;
      });
      return toAddress(row);
    },

    async update(userId: number, addressId: string, input: AddressInput): Promise<Address> {
      const id = rowId(addressId);
      const row = await inTransaction(db, async (tx) => {
        await repo.lockUser(tx, userId);
        const current = (await repo.owned(tx, userId, id)) ?? fail('NotFound');
        // Un-ticking "default" on the only address would leave none: keep it.
        const only = (await repo.count(tx, userId)) === 1;
        const isDefault = input.isDefault || (only && current.isDefault);
        const updated = (await repo.update(tx, userId, id, { ...valuesOf(input), isDefault })) ?? fail('NotFound');
        if (updated.isDefault) await repo.clearDefault(tx, userId, updated.id);
        return updated;
      });
      return toAddress(row);
    },

    async remove(userId: number, addressId: string): Promise<void> {
      const id = rowId(addressId);
      await inTransaction(db, async (tx) => {
        await repo.lockUser(tx, userId);
        const current = (await repo.owned(tx, userId, id)) ?? fail('NotFound');
        await repo.softDelete(tx, userId, id);
        if (current.isDefault) {
          const next = await repo.preferred(tx, userId);
          if (next) await repo.setDefault(tx, next.id);
        }
      });
    },

    async list(userId: number): Promise<Address[]> {
      return (await repo.list(db, userId)).map(toAddress);
    },
  };
}

export type ChosenPoint = { latitude: number; longitude: number; address: AddressRow | null };

/**
 * Where distances are measured from: the given address (must be the caller's, else
 * SelectItemsOrAddress), else the given position, else (when `fallbackToDefault`) the caller's default
 * address; null when none applies.
 */
export async function chosenPoint(
  db: Executor,
  userId: number | null,
  where: { addressId?: string; latitude?: number; longitude?: number },
  fallbackToDefault: boolean,
): Promise<ChosenPoint | null> {
  if (where.addressId !== undefined) {
    const row = userId === null ? null : await ownedAddress(db, userId, where.addressId);
    if (!row) return fail('SelectItemsOrAddress');
    return { latitude: row.latitude, longitude: row.longitude, address: row };
  }
  if (where.latitude !== undefined && where.longitude !== undefined) {
    return { latitude: where.latitude, longitude: where.longitude, address: null };
  }
  if (fallbackToDefault && userId !== null) {
    const row = await repo.preferred(db, userId);
    if (row) return { latitude: row.latitude, longitude: row.longitude, address: row };
  }
  return null;
}
