import { useMutation } from '@tanstack/react-query';
import type { convert } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation';
import { useWalletSync } from '../hooks/use-wallet-sync';

/**
 * `/amount/Convert`: confirms a quote of `/amount/GetExchange`; exactly the quoted amounts move, once.
 * Silent: the convert sheet offers a fresh quote when it expired and toasts everything else.
 */
export const postConvert = defineFetcher<typeof convert>('/amount/Convert', { silent: true });

type UseConvertMutationOptions = { mutationConfig?: MutationConfig<typeof postConvert> };

/** Converts at a quote; both balances show at once and the wallet's lists read again. */
export function useConvertMutation({ mutationConfig }: UseConvertMutationOptions = {}) {
  const sync = useWalletSync();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      const res = args[0];
      await sync({ unit: res.fx.fromUnit, balance: res.fromBalance }, { unit: res.fx.toUnit, balance: res.toBalance });
      return onSuccess?.(...args);
    },
    mutationFn: (body: Parameters<typeof postConvert>[0]) => postConvert(body),
  });
}
