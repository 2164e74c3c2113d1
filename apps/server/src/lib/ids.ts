import type { ErrorCodeName } from '@wayfare/contracts';
import { fail } from './app-error';

/**
 * Ids travel as the contract's strings ("42") through routes, services and events; a service turns one
 * into a row id here, once, where it reaches its repository. The contract allows 18 digits, more than a
 * JavaScript number holds exactly: an id beyond that (or 0) names no row and answers `notFound`, never a
 * rounded neighbour.
 */
export function rowId(id: string, notFound: ErrorCodeName = 'NotFound'): number {
  return rowIdOrNull(id) ?? fail(notFound);
}

/** The row id, or null when the string names no row (for lookups whose callers choose the answer). */
export function rowIdOrNull(id: string): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** An optional id (absent stays absent). */
export const optionalRowId = (id: string | undefined, notFound: ErrorCodeName = 'NotFound') =>
  id === undefined ? undefined : rowId(id, notFound);
