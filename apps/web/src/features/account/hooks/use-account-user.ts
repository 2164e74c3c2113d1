import type { UserInfo } from '@wayfare/contracts';
import { type LoginUser, useLoginUser } from '@/lib/session';

/** The stored login info is the server's UserInfo; the shell types only what it reads, these add the rest. */
export type AccountUser = LoginUser &
  Partial<
    Pick<
      UserInfo,
      | 'sex'
      | 'birthday'
      | 'infos'
      | 'realInfo'
      | 'hasLoginPassword'
      | 'hasWithdrawPassword'
      | 'outAccounts'
      | 'accountChangeableAt'
    >
  >;

export const useAccountUser = () => useLoginUser() as AccountUser | null;
