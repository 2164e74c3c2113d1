import type { addBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { walletKeys } from './keys';

/** Silent: the form shows a wrong withdrawal password in its own sheet. */
export const postAddBank = defineFetcher<typeof addBank>('/user/AddBank', { silent: true });

/** Adds a payment account; the wallet's lists read again. */
export const useAddBankMutation = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postAddBank> } = {}) =>
  useWriteMutation(
    postAddBank,
    { onSettled: (_, client) => client.invalidateQueries({ queryKey: walletKeys.all }) },
    mutationConfig,
  );
