import type { createAddress } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { invalidateUserInfo } from '@/lib/user-reads';

/** Silent: the form shows what went wrong beside the fields and keeps what was typed. */
export const postCreateAddress = defineFetcher<typeof createAddress>('/user/CreateAddress', { silent: true });

/** Saves a new address; the saved addresses (the shared user info) read again. */
export const useCreateAddressMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postCreateAddress>;
} = {}) =>
  useWriteMutation(postCreateAddress, { onSettled: (_, client) => invalidateUserInfo(client) }, mutationConfig);
