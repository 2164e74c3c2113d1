import { useMutation } from '@tanstack/react-query';
import type { recharge } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { useWalletSync } from '../hooks/use-wallet-sync';

/** `/amount/Recharge`: demo credits now, PayPal answers an approval address, offline waits for review. */
export const postRecharge = defineFetcher<typeof recharge>('/amount/Recharge');

type UseRechargeMutationOptions = { mutationConfig?: MutationConfig<typeof postRecharge> };

/**
 * Asks for a top-up; one that is done or waiting here (not handed over to PayPal) shows on every balance
 * at once and the wallet's lists read again.
 */
export function useRechargeMutation({ mutationConfig }: UseRechargeMutationOptions = {}) {
  const sync = useWalletSync();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      const res = args[0];
      if (!res.redirectUrl) await sync({ unit: res.unit, balance: res.balance });
      return onSuccess?.(...args);
    },
    mutationFn: (body: Parameters<typeof postRecharge>[0]) => postRecharge(body),
  });
}
