import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveLoginUser, sessionStore } from '@/lib/session';
import { walletKeys } from '../api/keys';

/** What a money-moving answer says about one balance: its currency and what it holds now. */
export type BalanceUpdate = { unit: string; balance?: number | null; held?: number | null };

/**
 * After money moved: the stored login info shows the new balances at once (profile, balance cards),
 * each in its own currency, and every wallet list and config is fetched again.
 */
export function useWalletSync() {
  const queryClient = useQueryClient();
  return useCallback(
    (...updates: BalanceUpdate[]) => {
      const user = sessionStore.get();
      if (user?.wallet && updates.length > 0) {
        let wallet = { ...user.wallet };
        for (const u of updates) {
          const patch = <W extends { balance: number; held: number }>(w: W): W => ({
            ...w,
            balance: typeof u.balance === 'number' ? u.balance : w.balance,
            held: typeof u.held === 'number' ? u.held : w.held,
          });
          if (wallet.unit === u.unit) wallet = { ...wallet, ...patch(wallet) };
          if (wallet.wallets) wallet.wallets = wallet.wallets.map((w) => (w.unit === u.unit ? patch(w) : w));
        }
        saveLoginUser({ wallet });
      }
      return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    [queryClient],
  );
}
