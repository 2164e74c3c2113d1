import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { walletKeys } from './keys';

/** Silent: the form shows a wrong withdrawal password in its own sheet. */
export const postUpdateBank = defineFetcher<typeof updateBank>('/user/UpdateBank', { silent: true });

type UseUpdateBankMutationOptions = { mutationConfig?: MutationConfig<typeof postUpdateBank> };

/** Changes a payment account; the wallet's lists read again. */
export function useUpdateBankMutation({ mutationConfig }: UseUpdateBankMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: walletKeys.all });
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postUpdateBank>[0]) => postUpdateBank(body),
  });
}
