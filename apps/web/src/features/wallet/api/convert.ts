import type { convert } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';
import { useWalletSync } from '../hooks/use-wallet-sync';

/**
 * `/amount/Convert`: confirms a quote of `/amount/GetExchange`; exactly the quoted amounts move, once.
 * Silent: the convert sheet offers a fresh quote when it expired and toasts everything else.
 */
export const postConvert = defineFetcher<typeof convert>('/amount/Convert', { silent: true });

/** Converts at a quote; both balances show at once and the wallet's lists read again. */
export function useConvertMutation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postConvert> } = {}) {
  const sync = useWalletSync();
  return useWriteMutation(
    postConvert,
    {
      onSuccess: (res) =>
        sync({ unit: res.fx.fromUnit, balance: res.fromBalance }, { unit: res.fx.toUnit, balance: res.toBalance }),
    },
    mutationConfig,
  );
}
