import { useEffect, useState } from 'react';

/** Spec section 2: loading indicators appear only after 200 ms, so fast answers never flash a spinner. */
export const LOADING_DELAY_MS = 200;

/** True once `active` has stayed true for `delay` ms. */
export function useDelayed(active: boolean, delay = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const id = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(id);
  }, [active, delay]);
  return active && shown;
}
