/** `react` in the web unit tests: what the build ships (lib/react-compat.ts) plus Preact's `act`. */

export { act } from 'preact/test-utils';
export * from '@/lib/react-compat';
export { default } from '@/lib/react-compat';
