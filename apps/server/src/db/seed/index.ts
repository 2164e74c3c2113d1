import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedState } from '../schema';
import { channelsSection } from './channels';
import { contentSection } from './content';
import { countriesSection } from './countries';
import { DEMO_ACCOUNT, DEMO_PASSWORD, demoUsersSection } from './demo-user';
import { ensureFlights, flightFaresSection } from './flights';
import { hotelsSection } from './hotels';
import { merchantsSection } from './merchants';
import { referralSection } from './referral';
import type { SeedSection } from './section';

export { DEMO_ACCOUNT, DEMO_PASSWORD } from './demo-user';
export { ensureFlights } from './flights';

/** In dependency order: demo users need countries and channels (ledger accounts are made on first use). */
export const SECTIONS: readonly SeedSection[] = [
  countriesSection,
  channelsSection,
  referralSection,
  merchantsSection,
  hotelsSection,
  flightFaresSection,
  contentSection,
  demoUsersSection,
];

export type SeedReport = {
  /** Sections applied by this call (empty when the world was already up to date). */
  sections: string[];
  /** Flights added to keep 60 days ahead. */
  flightsAdded: number;
  demoAccount: string;
  demoPassword: string;
};

export type SeedOptions = { now?: Date; log?: (msg: string) => void };

/** One advisory lock for all sections, so two instances starting at once seed one after the other. */
const SEED_LOCK = 727_360_001;

async function storedVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ section: seedState.section, version: seedState.version }).from(seedState);
  return new Map(rows.map((r) => [r.section, r.version]));
}

/** Runs `section` in its own transaction when its stored version is older; true when it ran. */
async function runSection(db: Db, section: SeedSection, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx
      .select({ version: seedState.version })
      .from(seedState)
      .where(eq(seedState.section, section.name));
    if (row && row.version >= section.version) return false;
    await section.apply(tx, { now });
    await tx
      .insert(seedState)
      .values({ section: section.name, version: section.version, appliedAt: now })
      .onConflictDoUpdate({ target: seedState.section, set: { version: section.version, appliedAt: now } });
    return true;
  });
}

/**
 * Seeds the demo world: idempotent (a second call changes nothing), additive (a section whose code
 * version is newer than the stored one runs again and adds what is missing), deterministic (a seeded
 * PRNG, never Math.random). Flights are topped up on every call to stay 60 days ahead of `now`.
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedReport> {
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});
  const versions = await storedVersions(db);
  const applied: string[] = [];
  for (const section of SECTIONS) {
    if ((versions.get(section.name) ?? 0) >= section.version) continue;
    const started = Date.now();
    if (await runSection(db, section, now)) {
      applied.push(section.name);
      log(`seed: ${section.name} v${section.version} applied in ${Date.now() - started} ms`);
    }
  }
  const started = Date.now();
  const flightsAdded = await ensureFlights(db, now);
  if (flightsAdded > 0) log(`seed: ${flightsAdded} flights added in ${Date.now() - started} ms`);
  return { sections: applied, flightsAdded, demoAccount: DEMO_ACCOUNT, demoPassword: DEMO_PASSWORD };
}
