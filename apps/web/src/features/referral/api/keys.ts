/** Query keys of the referral page. */
export const referralKeys = {
  all: ['referral'] as const,
  info: () => [...referralKeys.all, 'info'] as const,
  friends: () => [...referralKeys.all, 'friends'] as const,
  rebates: () => [...referralKeys.all, 'rebates'] as const,
};

export const PAGE_SIZE = 20;
