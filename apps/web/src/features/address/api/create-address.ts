import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { invalidateUserInfo } from '@/lib/user-reads';

/** Silent: the form shows what went wrong beside the fields and keeps what was typed. */
export const postCreateAddress = defineFetcher<typeof createAddress>('/user/CreateAddress', { silent: true });

type UseCreateAddressMutationOptions = { mutationConfig?: MutationConfig<typeof postCreateAddress> };

/** Saves a new address; the saved addresses (the shared user info) read again. */
export function useCreateAddressMutation({ mutationConfig }: UseCreateAddressMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await invalidateUserInfo(client);
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postCreateAddress>[0]) => postCreateAddress(body),
  });
}
