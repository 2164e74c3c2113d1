/** Query keys of pay-on-behalf reads (a request is the same in every language). */
export const payOnBehalfKeys = {
  all: ['pay-on-behalf'] as const,
  info: (pid: string) => [...payOnBehalfKeys.all, 'info', pid] as const,
  user: (uid: string) => [...payOnBehalfKeys.all, 'user', uid] as const,
};
