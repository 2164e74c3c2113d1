import type { paypalCaptureOrder } from '@wayfare/contracts';
import { defineFetcher } from '@/lib/api-client';

/** `GET /PaypalCaptureOrder?id=`: the server captures the approved PayPal order and credits it once. */
export const fetchPaypalCapture = defineFetcher<typeof paypalCaptureOrder>('/PaypalCaptureOrder', {
  method: 'GET',
  silent: true,
});
