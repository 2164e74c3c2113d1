import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveLoginUser, sessionStore } from '@/lib/session';
import { walletKeys } from '../api/keys';

/**
 * After money moved: the stored login info shows the new balance at once (profile, balance cards), and
 * every wallet list and config is fetched again.
 */
export function useWalletSync() {
  const queryClient = useQueryClient();
  return useCallback(
    (next?: { balance?: number | null; held?: number | null }) => {
      const user = sessionStore.get();
      if (user?.wallet && next) {
        const wallet = { ...user.wallet };
        if (typeof next.balance === 'number') wallet.balance = next.balance;
        if (typeof next.held === 'number') wallet.held = next.held;
        saveLoginUser({ wallet });
      }
      return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    [queryClient],
  );
}
