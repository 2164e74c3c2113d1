import type { sendPay } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';
import { type MutationConfig, useWriteMutation } from '@/lib/mutation';

export const postSendPay = defineFetcher<typeof sendPay>('/order/SendPay');

/** Sends the request as a pay card into the direct chat with a user. */
export const useSendPay = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof postSendPay> } = {}) =>
  useWriteMutation(postSendPay, {}, mutationConfig);
