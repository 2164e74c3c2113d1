import { useCallback, useRef, useState } from 'react';
import { PayShortfallSheet, type ShortfallOrder, type ShortfallOutcome } from '../components/pay-shortfall-sheet';

/**
 * Opens the one pay-then-top-up sheet and answers how it ended: `ask(order)` resolves when the user paid
 * from another currency, chose to top up or to view the order, or closed it. Render `sheet` once.
 */
export function usePayShortfall(options: { viewOrder?: boolean } = {}) {
  const [order, setOrder] = useState<ShortfallOrder | null>(null);
  const resolver = useRef<((o: ShortfallOutcome) => void) | null>(null);

  const ask = useCallback(
    (next: ShortfallOrder) =>
      new Promise<ShortfallOutcome>((resolve) => {
        resolver.current?.({ kind: 'cancel' });
        resolver.current = resolve;
        setOrder(next);
      }),
    [],
  );

  const done = useCallback((outcome: ShortfallOutcome) => {
    setOrder(null);
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(outcome);
  }, []);

  const sheet = <PayShortfallSheet order={order} viewOrder={options.viewOrder} onDone={done} />;
  return { ask, sheet };
}
