/**
 * Geocoding behind one small interface, so the location chooser works the same whichever provider (or
 * none) is configured. The Google client speaks the Geocoding API (reverse geocode by latlng and
 * language) and Places API (New) Text Search; the key never leaves the server.
 */

export type GeocodeResult = { address: string; placeId: string | null };

export type Place = {
  placeId: string;
  name: string;
  address: string;
  rating: number | null;
  latitude: number;
  longitude: number;
};

export type PlaceQuery = {
  textQuery: string;
  languageCode: string;
  pageSize: number;
  latitude: number;
  longitude: number;
};

export interface MapsProvider {
  /** The address at a position, or null when the provider knows none. */
  reverseGeocode(latitude: number, longitude: number, language: string): Promise<GeocodeResult | null>;
  /** Places matching the text near the position. */
  searchText(query: PlaceQuery): Promise<Place[]>;
}

/** The provider did not answer in time (in some regions: no VPN). */
export class MapsTimeoutError extends Error {}
/** The provider answered with an error or could not be reached. */
export class MapsProviderError extends Error {}

export type GoogleMapsConfig = {
  apiKey: string;
  /** https://maps.googleapis.com (Geocoding). */
  mapsBase: string;
  /** https://places.googleapis.com (Places API New). */
  placesBase: string;
  /** Per call; the spec's figure is 5000 ms. */
  timeoutMs: number;
};

/** Half the side of the search rectangle, degrees (spec: a rectangle of 0.1 degree half-size). */
export const SEARCH_HALF_SIZE_DEG = 0.1;
const FIELD_MASK = 'places.id,places.displayName,places.formattedAddress,places.rating,places.location';

const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
/** Into [-180, 180]; a rectangle whose low longitude exceeds its high one crosses the antimeridian. */
const wrapLng = (v: number) => (v > 180 ? v - 360 : v < -180 ? v + 360 : v);

/** The 0.1-degree half-size rectangle around a position, as Places expects it. */
export function searchRectangle(latitude: number, longitude: number) {
  return {
    low: { latitude: clampLat(latitude - SEARCH_HALF_SIZE_DEG), longitude: wrapLng(longitude - SEARCH_HALF_SIZE_DEG) },
    high: { latitude: clampLat(latitude + SEARCH_HALF_SIZE_DEG), longitude: wrapLng(longitude + SEARCH_HALF_SIZE_DEG) },
  };
}

const trimBase = (base: string) => base.replace(/\/+$/, '');

export function createGoogleMaps(config: GoogleMapsConfig, fetchImpl: typeof fetch = fetch): MapsProvider {
  async function request(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new MapsTimeoutError(`maps: no answer in ${config.timeoutMs} ms`);
      throw new MapsProviderError(`maps: unreachable: ${(err as Error)?.message}`);
    }
    let body: Record<string, unknown> | null;
    try {
      body = (await res.json()) as Record<string, unknown> | null;
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new MapsTimeoutError(`maps: no answer in ${config.timeoutMs} ms`);
      body = null;
    }
    if (!res.ok || !body || typeof body !== 'object') {
      const error = (body?.error as { message?: string } | undefined)?.message ?? '';
      throw new MapsProviderError(`maps: answered ${res.status} ${error}`.trim());
    }
    return body;
  }

  return {
    async reverseGeocode(latitude, longitude, language) {
      const url = new URL(`${trimBase(config.mapsBase)}/maps/api/geocode/json`);
      url.search = new URLSearchParams({
        latlng: `${latitude},${longitude}`,
        language,
        key: config.apiKey,
      }).toString();
      const body = await request(url.toString(), { method: 'GET', headers: { accept: 'application/json' } });
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') throw new MapsProviderError(`maps: geocode status ${String(body.status)}`);
      const first = (body.results as { formatted_address?: unknown; place_id?: unknown }[] | undefined)?.[0];
      if (!first || typeof first.formatted_address !== 'string' || !first.formatted_address) return null;
      return {
        address: first.formatted_address,
        placeId: typeof first.place_id === 'string' ? first.place_id : null,
      };
    },

    async searchText(q) {
      const body = await request(`${trimBase(config.placesBase)}/v1/places:searchText`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': config.apiKey,
          'x-goog-fieldmask': FIELD_MASK,
        },
        body: JSON.stringify({
          textQuery: q.textQuery,
          languageCode: q.languageCode,
          pageSize: q.pageSize,
          locationBias: { rectangle: searchRectangle(q.latitude, q.longitude) },
        }),
      });
      const places = Array.isArray(body.places) ? (body.places as Record<string, unknown>[]) : [];
      const list: Place[] = [];
      for (const p of places) {
        const location = p.location as { latitude?: unknown; longitude?: unknown } | undefined;
        const lat = Number(location?.latitude);
        const lng = Number(location?.longitude);
        if (typeof p.id !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
        const name = (p.displayName as { text?: unknown } | undefined)?.text;
        list.push({
          placeId: p.id,
          name: typeof name === 'string' ? name : '',
          address: typeof p.formattedAddress === 'string' ? p.formattedAddress : '',
          rating: typeof p.rating === 'number' ? p.rating : null,
          latitude: lat,
          longitude: lng,
        });
      }
      return list.slice(0, q.pageSize);
    },
  };
}

/** Google when a key is configured; otherwise null (nearest saved address only). */
export function createMapsProvider(config: {
  GOOGLE_MAPS_API_KEY?: string;
  GOOGLE_MAPS_API_BASE: string;
  GOOGLE_PLACES_API_BASE: string;
  MAPS_TIMEOUT_MS: number;
}): MapsProvider | null {
  if (!config.GOOGLE_MAPS_API_KEY) return null;
  return createGoogleMaps({
    apiKey: config.GOOGLE_MAPS_API_KEY,
    mapsBase: config.GOOGLE_MAPS_API_BASE,
    placesBase: config.GOOGLE_PLACES_API_BASE,
    timeoutMs: config.MAPS_TIMEOUT_MS,
  });
}
