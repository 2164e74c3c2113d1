import { useEffect, useRef } from 'react';

/**
 * What a user typed on a form that links away (the register page opens the agreements as pages), kept in
 * memory for this app session only, so coming back restores it. Never written to storage: it can hold
 * passwords.
 */
const drafts = new Map<string, unknown>();

export const readDraft = <T>(key: string): T | undefined => drafts.get(key) as T | undefined;

export function clearDraft(key: string): void {
  drafts.delete(key);
}

/** Saves `snapshot()` when the form unmounts, unless `clearDraft` ran (a successful submit). */
export function useFormDraft<T>(key: string, snapshot: () => T) {
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const done = useRef(false);
  useEffect(
    () => () => {
      if (!done.current) drafts.set(key, latest.current());
    },
    [key],
  );
  return {
    /** Forget the draft for good (after a successful submit). */
    finish: () => {
      done.current = true;
      clearDraft(key);
    },
  };
}
