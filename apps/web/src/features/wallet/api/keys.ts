/** Query keys of the wallet: every list and config is per locale (channel names are translated). */
export const walletKeys = {
  all: ['wallet'] as const,
  rechargeConfig: (locale: string) => [...walletKeys.all, 'recharge-config', locale] as const,
  withdrawConfig: (locale: string) => [...walletKeys.all, 'withdraw-config', locale] as const,
  records: () => [...walletKeys.all, 'records'] as const,
  amounts: (locale: string) => [...walletKeys.records(), 'amounts', locale] as const,
  recharges: (status: number | undefined, locale: string) =>
    [...walletKeys.records(), 'recharges', status ?? 'all', locale] as const,
  withdrawals: (status: number | undefined, locale: string) =>
    [...walletKeys.records(), 'withdrawals', status ?? 'all', locale] as const,
  banks: () => [...walletKeys.all, 'banks'] as const,
  /** Outside `all` on purpose: refreshing the wallet after money moved must not ask for (and store) a new quote. */
  exchange: (amount: number, from: string, to: string) => ['wallet-quote', amount, from, to] as const,
};

export const PAGE_SIZE = 20;
