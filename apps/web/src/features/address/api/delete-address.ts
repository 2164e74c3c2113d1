import type { deleteAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateUserInfo } from '@/lib/user-reads';

export const postDeleteAddress = defineFetcher<typeof deleteAddress>('/user/DeleteAddress');

/** Deletes an address; the saved addresses (the shared user info) read again. */
export const useDeleteAddressMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postDeleteAddress>;
} = {}) =>
  useWriteMutation(postDeleteAddress, { onSettled: (_, client) => invalidateUserInfo(client) }, mutationConfig);
