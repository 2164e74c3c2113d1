import { useCallback, useRef, useState } from 'react';
import { PriceChangeSheet } from '../components/price-change-sheet';
import type { PriceChange } from '../utils/price-change';

/**
 * Opens the price-changed sheet and answers whether the user accepts the new total: `ask(change)`
 * resolves true (order again at `change.amount`) or false (closed, back to the order). Render `sheet` once.
 */
export function usePriceChange() {
  const [change, setChange] = useState<PriceChange | null>(null);
  const resolver = useRef<((accepted: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: PriceChange) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setChange(next);
      }),
    [],
  );

  const done = useCallback((accepted: boolean) => {
    setChange(null);
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(accepted);
  }, []);

  return { ask, sheet: <PriceChangeSheet change={change} onDone={done} /> };
}
