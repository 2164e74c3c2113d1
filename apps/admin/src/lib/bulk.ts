import { ApiError } from './api';

/**
 * Runs one decision per selected row, one after another (each is its own audited call): answers how many
 * applied and the failures by message, e.g. 2 done, 1 "Already decided".
 */
export async function runBulk<T>(items: T[], act: (item: T) => Promise<unknown>) {
  let done = 0;
  const failed = new Map<string, number>();
  for (const item of items) {
    try {
      await act(item);
      done++;
    } catch (err) {
      const text = err instanceof ApiError ? err.message : String(err);
      failed.set(text, (failed.get(text) ?? 0) + 1);
    }
  }
  return { done, failed: [...failed.entries()].map(([text, count]) => ({ text, count })) };
}
