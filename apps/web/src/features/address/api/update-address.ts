import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { invalidateUserInfo } from '@/lib/user-reads';

/** Silent: the form (or the list's "set default") shows what went wrong itself. */
export const postUpdateAddress = defineFetcher<typeof updateAddress>('/user/UpdateAddress', { silent: true });

type UseUpdateAddressMutationOptions = { mutationConfig?: MutationConfig<typeof postUpdateAddress> };

/** Changes an address; the saved addresses (the shared user info) read again. */
export function useUpdateAddressMutation({ mutationConfig }: UseUpdateAddressMutationOptions = {}) {
  const client = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSettled: async (...args) => {
      await invalidateUserInfo(client);
      return onSettled?.(...args);
    },
    mutationFn: (body: Parameters<typeof postUpdateAddress>[0]) => postUpdateAddress(body),
  });
}
