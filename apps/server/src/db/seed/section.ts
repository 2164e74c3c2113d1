import type { Tx } from '../client';

export type SeedContext = { now: Date };

/**
 * One idempotent part of the demo world. `apply` runs inside one transaction only when the stored
 * version is lower than `version`; it must itself tolerate rows left by an older version (additive).
 */
export type SeedSection = {
  name: string;
  version: number;
  apply: (tx: Tx, ctx: SeedContext) => Promise<void>;
};
