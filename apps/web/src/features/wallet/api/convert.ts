import type { convert } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/**
 * `/amount/Convert`: confirms a quote of `/amount/GetExchange`; exactly the quoted amounts move, once.
 * Silent: the convert sheet offers a fresh quote when it expired and toasts everything else.
 */
export const postConvert = defineFetcher<typeof convert>('/amount/Convert', { silent: true });
