/**
 * Build-time settings. The browser bundle holds no secret: hosts are same-origin paths the server (or
 * the Vite dev proxy) answers, so one build serves the test and the release environment alike.
 */
export const env = {
  /** Spec section 1: app version 2.0.0, code 200 (a test keeps it equal to the contract's AppVersion). */
  appVersion: { name: '2.0.0', code: 200 },
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
  /** `test` or `release`; selects nothing on the client but is shown in the about line. */
  stage: (import.meta.env.VITE_STAGE as string | undefined) ?? (import.meta.env.PROD ? 'release' : 'test'),
  /** Where `/pc` points its QR code and frame; defaults to this origin. */
  publicUrl: (import.meta.env.VITE_PUBLIC_URL as string | undefined) ?? '',
} as const;
