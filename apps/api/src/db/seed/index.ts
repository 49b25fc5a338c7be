import type { SecretBox } from '../../lib/secret-box';
import type { Db } from '../client';
import { seedDemo } from './demo/index';
import { writeSeedMarker } from './marker';
import { seedScale } from './scale/index';

/** `demo`: the small institute the quick start shows; `scale`: the large data set `npm run bench` runs on. */
export type SeedProfile = 'demo' | 'scale';
export const SEED_PROFILES: readonly SeedProfile[] = ['demo', 'scale'];

export interface SeedOptions {
  /** Seals the demo's API keys and invitation tokens with the server's key (required for the demo profile). */
  secretBox?: SecretBox;
  /** Demo profile: writes generated content for its files to the file storage (else they are rows only). */
  storeFile?: (storageKey: string, bytes: Buffer) => Promise<void>;
  /** Scale profile: number of participants. */
  participants?: number;
  /** Scale profile: the random seed; the same value and size give the same data. */
  seedValue?: number;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
  /**
   * Runs a maintenance statement without the statement timeout (`Database.maintenance`); absent: on `db` itself
   * (PGlite has no timeout).
   */
  maintenance?: (statement: string) => Promise<void>;
}

/** What a seed run did, for the CLI and the server to print. */
export interface SeedReport {
  profile: SeedProfile;
  /** False when the database already held data and was left alone. */
  seeded: boolean;
  lines: string[];
}

/** Fills the database for a profile; each profile decides what it does with a database that already holds data. */
export async function seed(db: Db, profile: SeedProfile, options: SeedOptions = {}): Promise<SeedReport> {
  let report: SeedReport;
  if (profile === 'demo') {
    if (!options.secretBox) throw new Error('The demo seed needs the server key (secretBox) to seal its API keys');
    report = await seedDemo(db, options.secretBox, options.storeFile);
  } else {
    report = await seedScale(db, options);
  }
  // The scale seed writes its marker itself, before its vacuum.
  if (report.seeded && profile === 'demo') await writeSeedMarker(db, profile, options);
  return report;
}
