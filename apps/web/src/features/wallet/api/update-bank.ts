import type { updateBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { walletKeys } from './keys';

/** Silent: the form shows a wrong withdrawal password in its own sheet. */
export const postUpdateBank = defineFetcher<typeof updateBank>('/user/UpdateBank', { silent: true });

/** Changes a payment account; the wallet's lists read again. */
export const useUpdateBankMutation = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof postUpdateBank>;
} = {}) =>
  useWriteMutation(
    postUpdateBank,
    { onSettled: (_, client) => client.invalidateQueries({ queryKey: walletKeys.all }) },
    mutationConfig,
  );
