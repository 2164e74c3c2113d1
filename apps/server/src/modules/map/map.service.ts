import type { ResponseOf, reverseGeocode, searchPlaces } from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type MapsProvider, MapsTimeoutError } from '../../integrations/maps';
import { AppError } from '../../lib/app-error';
import { nearestAddress } from '../address/address.service';

/** Spec section 9: a saved address within this distance of the position is reused. */
export const ADDRESS_REUSE_METERS = 1000;

type Deps = { db: Db; maps: MapsProvider | null; log: FastifyBaseLogger };

/**
 * The location chooser's lookups. Reverse geocoding never fails the call: a saved address nearby wins,
 * then the provider, and with neither the answer is `source: none` (the client shows "Unknow Address").
 * Place search is skipped without coordinates or a provider; a provider timeout is MapTimeout.
 */
export function createMapService({ db, maps, log }: Deps) {
  return {
    async reverseGeocode(
      userId: number,
      latitude: number,
      longitude: number,
      language: string,
    ): Promise<ResponseOf<typeof reverseGeocode>> {
      const saved = await nearestAddress(db, userId, latitude, longitude, ADDRESS_REUSE_METERS);
      if (saved) {
        return {
          address: saved.row.address,
          source: 'saved',
          addressId: String(saved.row.id),
          distance: saved.distance,
          placeId: null,
        };
      }
      if (maps) {
        try {
          const found = await maps.reverseGeocode(latitude, longitude, language);
          if (found) {
            return {
              address: found.address,
              source: 'provider',
              addressId: null,
              distance: null,
              placeId: found.placeId,
            };
          }
        } catch (err) {
          log.warn({ err: (err as Error).message }, 'reverse geocode failed');
        }
      }
      return { address: '', source: 'none', addressId: null, distance: null, placeId: null };
    },

    async searchPlaces(q: {
      textQuery: string;
      latitude?: number;
      longitude?: number;
      languageCode: string;
      pageSize: number;
    }): Promise<ResponseOf<typeof searchPlaces>> {
      if (!maps || q.latitude === undefined || q.longitude === undefined) return { list: [] };
      try {
        const list = await maps.searchText({
          textQuery: q.textQuery,
          languageCode: q.languageCode,
          pageSize: q.pageSize,
          latitude: q.latitude,
          longitude: q.longitude,
        });
        return { list };
      } catch (err) {
        if (err instanceof MapsTimeoutError) throw new AppError('MapTimeout');
        log.warn({ err: (err as Error).message }, 'place search failed');
        throw new AppError('Unavailable');
      }
    },
  };
}
