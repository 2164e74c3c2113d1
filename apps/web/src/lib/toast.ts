/** Spec section 9: toasts stay 1500 ms. */
export const TOAST_MS = 1500;

/**
 * Show a short message. antd-mobile's Toast (with its animation library) loads on first use, so the
 * start-up bundle does not carry it for the many sessions that never toast.
 */
export function toast(text: string, duration = TOAST_MS): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show({ content: text, duration });
  });
}
