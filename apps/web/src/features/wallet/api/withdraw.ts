import type { withdraw } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { useWalletSync } from '../hooks/use-wallet-sync';

/**
 * `/amount/Withdraw`: holds the amount at once (status under review). Silent: the password sheet shows
 * a wrong password itself; the screen toasts everything else.
 */
export const postWithdraw = defineFetcher<typeof withdraw>('/amount/Withdraw', { silent: true });

/** Asks for a withdrawal; the held amount shows on every balance at once and the wallet's lists read again. */
export function useWithdrawMutation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postWithdraw> } = {}) {
  const sync = useWalletSync();
  return useWriteMutation(
    postWithdraw,
    { onSuccess: (res) => sync({ unit: res.unit, balance: res.balance, held: res.held }) },
    mutationConfig,
  );
}
