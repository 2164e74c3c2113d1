import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { invalidateUserInfo } from '@/lib/user-reads';

export const postDeleteAddress = defineFetcher<typeof deleteAddress>('/user/DeleteAddress');

type UseDeleteAddressMutationOptions = { mutationConfig?: MutationConfig<typeof postDeleteAddress> };

/** Deletes an address; the saved addresses (the shared user info) read again. */
export function useDeleteAddressMutation({ mutationConfig }: UseDeleteAddressMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await invalidateUserInfo(client);
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postDeleteAddress>[0]) => postDeleteAddress(body),
  });
}
