import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { walletKeys } from './keys';

/** Silent: the form shows a wrong withdrawal password in its own sheet. */
export const postAddBank = defineFetcher<typeof addBank>('/user/AddBank', { silent: true });

type UseAddBankMutationOptions = { mutationConfig?: MutationConfig<typeof postAddBank> };

/** Adds a payment account; the wallet's lists read again. */
export function useAddBankMutation({ mutationConfig }: UseAddBankMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: walletKeys.all });
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postAddBank>[0]) => postAddBank(body),
  });
}
