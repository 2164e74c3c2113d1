import type { updateAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateUserInfo } from '@/lib/user-reads';

/** Silent: the form (or the list's "set default") shows what went wrong itself. */
export const postUpdateAddress = defineFetcher<typeof updateAddress>('/user/UpdateAddress', { silent: true });

/** Changes an address; the saved addresses (the shared user info) read again. */
export const useUpdateAddressMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postUpdateAddress>;
} = {}) =>
  useWriteMutation(postUpdateAddress, { onSettled: (_, client) => invalidateUserInfo(client) }, mutationConfig);
