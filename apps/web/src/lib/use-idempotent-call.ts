import { useCallback, useRef } from 'react';
import { ApiError } from './api-client';
import { createIdempotencyKeys, fingerprintOf } from './idempotency';

/**
 * Runs a money-moving call with an idempotency key: a new key per submission, the same key again when
 * the user retries the same submission after its answer was lost (network error, timeout).
 */
export function useIdempotentCall() {
  const keys = useRef(createIdempotencyKeys());
  return useCallback(
    async <T>(body: Record<string, unknown>, call: (key: string) => Promise<T>, secrets: readonly string[] = []) => {
      const key = keys.current.keyFor(fingerprintOf(body, secrets));
      try {
        const result = await call(key);
        keys.current.settle();
        return result;
      } catch (err) {
        if (!(err instanceof ApiError && err.transport)) keys.current.settle();
        throw err;
      }
    },
    [],
  );
}
