import type { setWithdrawalPassword } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `/user/SetWithdrawalPassword`: first set (login password or code) or change (old PIN or code). */
export const postSetWithdrawalPassword = defineFetcher<typeof setWithdrawalPassword>('/user/SetWithdrawalPassword');
