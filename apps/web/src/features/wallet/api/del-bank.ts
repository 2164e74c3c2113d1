import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { delBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { walletKeys } from './keys';

export const postDelBank = defineFetcher<typeof delBank>('/user/DelBank');

type UseDelBankMutationOptions = { mutationConfig?: MutationConfig<typeof postDelBank> };

/** Deletes a payment account; the wallet's lists read again. */
export function useDelBankMutation({ mutationConfig }: UseDelBankMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: walletKeys.all });
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postDelBank>[0]) => postDelBank(body),
  });
}
