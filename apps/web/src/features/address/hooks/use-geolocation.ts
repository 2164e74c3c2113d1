import { useCallback, useState } from 'react';
import type { Point } from '../utils/distance';

/** Why the device position is not known: the user said no, or the device could not tell. */
export type LocateFailure = 'denied' | 'unavailable';

export class LocateError extends Error {
  override name = 'LocateError';
  constructor(readonly reason: LocateFailure) {
    super(reason);
  }
}

/** One reading of the device position (10 s at most; a reading up to a minute old is fine). */
export function locateOnce(geo: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!geo) {
      reject(new LocateError('unavailable'));
      return;
    }
    geo.getCurrentPosition(
      (pos) => resolve({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      (err) => reject(new LocateError(err.code === err.PERMISSION_DENIED || err.code === 1 ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/** Whether the browser already lets this site read the position (no prompt would show). */
export async function locationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/** `locate()` for a "my location" button: busy while the device answers. */
export function useGeolocation() {
  const [busy, setBusy] = useState(false);
  const locate = useCallback(async () => {
    setBusy(true);
    try {
      return await locateOnce();
    } finally {
      setBusy(false);
    }
  }, []);
  return { locate, busy };
}
