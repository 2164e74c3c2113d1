import type { recharge } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { useWalletSync } from '../hooks/use-wallet-sync';

/** `/amount/Recharge`: demo credits now, PayPal answers an approval address, offline waits for review. */
export const postRecharge = defineFetcher<typeof recharge>('/amount/Recharge');

/** Asks for a top-up; one done or waiting here (not handed over to PayPal) shows on every balance at once
 * and the wallet's lists read again. */
export function useRechargeMutation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postRecharge> } = {}) {
  const sync = useWalletSync();
  return useWriteMutation(
    postRecharge,
    { onSuccess: (res) => (res.redirectUrl ? undefined : sync({ unit: res.unit, balance: res.balance })) },
    mutationConfig,
  );
}
