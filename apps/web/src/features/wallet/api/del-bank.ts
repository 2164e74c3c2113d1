import type { delBank } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { walletKeys } from './keys';

export const postDelBank = defineFetcher<typeof delBank>('/user/DelBank');

/** Deletes a payment account; the wallet's lists read again. */
export const useDelBankMutation = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postDelBank> } = {}) =>
  useWriteMutation(
    postDelBank,
    { onSettled: (_, client) => client.invalidateQueries({ queryKey: walletKeys.all }) },
    mutationConfig,
  );
