import { useMutation } from '@tanstack/react-query';
import type { withdraw } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { useWalletSync } from '../hooks/use-wallet-sync';

/**
 * `/amount/Withdraw`: holds the amount at once (status under review). Silent: the password sheet shows
 * a wrong password itself; the screen toasts everything else.
 */
export const postWithdraw = defineFetcher<typeof withdraw>('/amount/Withdraw', { silent: true });

type UseWithdrawMutationOptions = { mutationConfig?: MutationConfig<typeof postWithdraw> };

/** Asks for a withdrawal; the held amount shows on every balance at once and the wallet's lists read again. */
export function useWithdrawMutation({ mutationConfig }: UseWithdrawMutationOptions = {}) {
  const sync = useWalletSync();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      const res = args[0];
      await sync({ unit: res.unit, balance: res.balance, held: res.held });
      return onSuccess?.(...args);
    },
    mutationFn: (body: Parameters<typeof postWithdraw>[0]) => postWithdraw(body),
  });
}
