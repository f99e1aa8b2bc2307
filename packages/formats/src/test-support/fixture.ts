import { readFileSync } from 'node:fs';

/** The repository's `fixtures/` folder (a byte-identical copy of the shared samples; never edited). */
const FIXTURES = new URL('../../../../fixtures/', import.meta.url);

/** The bytes of a sample file, e.g. `fixture('bca/klikbca-individual-id.csv')`. */
export const fixture = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(path, FIXTURES)));

export const fixtureText = (path: string): string => readFileSync(new URL(path, FIXTURES), 'utf8');

export interface TruthRow {
  line?: number;
  row?: number;
  table_row?: number;
  date?: string;
  time?: string;
  dir?: 'CR' | 'DB';
  side?: 'DEPO' | 'WD';
  cents: number;
  name?: string | null;
  account?: string;
  reference?: string;
  wallet?: string;
  fee?: boolean;
  pending?: boolean;
  interest?: boolean;
  description?: string;
  settlement_gross_cents?: number;
  settlement_mdr_cents?: number;
  id?: string;
  ticket?: string;
  user?: string;
  fee_cents?: number;
  status?: string;
  imported?: boolean;
  approved?: boolean;
  player_bank?: { bank: string; holder: string; number: string };
  nett_cents?: number;
  ref_code?: string;
  created_at_utc?: string;
}

interface CountAndCents {
  count?: number;
  cents: number;
  fee_cents?: number;
}

export interface ManifestEntry {
  file: string;
  group: string;
  statement_date?: string;
  error?: string;
  summary?: {
    rows_in_file?: number;
    rows: number;
    skipped?: Record<string, number>;
    amount?: CountAndCents;
    nett?: CountAndCents;
    amount_scale?: number;
    credits?: CountAndCents;
    debits?: CountAndCents;
    fees?: CountAndCents;
    deposits?: CountAndCents;
    withdrawals?: CountAndCents;
    footer?: { opening: number; cr: number; db: number; closing: number };
  };
  rows_truth?: TruthRow[];
}

let manifestCache: ManifestEntry[] | null = null;

/** Every entry of `fixtures/manifest.json`: what a correct parser extracts from each sample. */
export function manifest(): ManifestEntry[] {
  manifestCache ??= (JSON.parse(fixtureText('manifest.json')) as { files: ManifestEntry[] }).files;
  return manifestCache;
}

export function manifestEntry(file: string): ManifestEntry {
  const entry = manifest().find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`fixtures/manifest.json has no entry for ${file}`);
  return entry;
}
