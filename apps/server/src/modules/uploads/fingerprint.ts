import { hash } from 'node:crypto';

type Parts = readonly (string | number | null)[];

/** A statement row's fingerprint, and the one it had before its running balance was part of it (decision 050). */
export interface StatementFingerprint {
  fingerprint: string;
  /** Null when the row prints no balance: its fingerprint is then the one it always had. */
  legacyFingerprint: string | null;
}

/**
 * Row fingerprints (api.md "Uploads"): what identifies a row (kind, website, and its source's own key or content)
 * plus its occurrence among the rows of one file that say exactly the same. A re-upload or an overlapping statement
 * adds nothing it already has, while two genuinely identical lines of one file are both kept.
 *
 * Stored as a uuid: the first 16 bytes of the SHA-256 of `<base>#<occurrence>`, where the base is the base64url
 * SHA-256 of the parts as JSON. Migration 0011 turned the fingerprints stored before it (`<base>#<occurrence>`)
 * into the same uuids, so files uploaded before it are still recognised.
 */
export function fingerprintsOfFile() {
  const seen = new Map<string, number>();
  const occurrence = (key: string) => {
    const next = (seen.get(key) ?? 0) + 1;
    seen.set(key, next);
    return next;
  };
  const baseOf = (parts: Parts) => hash('sha256', JSON.stringify(parts), 'base64url');
  return {
    /** A BO row's fingerprint. */
    of: (parts: Parts): string => {
      const base = baseOf(parts);
      return uuidOf(`${base}#${occurrence(base)}`);
    },
    /**
     * A statement row's. Where it prints a running balance, the balance is part of what identifies it (`<base>@<balance
     * in cents>#<occurrence>`): two equal transfers of a day differ by it, so each is kept even when they arrive in
     * different slices of the day (reconcile.md), while a statement downloaded again prints the same balance on the
     * same row. `legacyFingerprint` is the one without it, that rows stored before carry.
     */
    ofStatement: (parts: Parts, balanceCents: number | null): StatementFingerprint => {
      const base = baseOf(parts);
      const legacy = uuidOf(`${base}#${occurrence(base)}`);
      if (balanceCents === null) return { fingerprint: legacy, legacyFingerprint: null };
      const keyed = `${base}@${balanceCents}`;
      return { fingerprint: uuidOf(`${keyed}#${occurrence(keyed)}`), legacyFingerprint: legacy };
    },
  };
}

/**
 * A fed row's fingerprint where its service names the mutation (`['feed', account id, mutation id]`): the same
 * mutation sent again is the same row, with no occurrence count (decision 057).
 */
export const feedFingerprint = (parts: Parts): string =>
  uuidOf(`feed:${hash('sha256', JSON.stringify(parts), 'base64url')}`);

export type FileFingerprints = ReturnType<typeof fingerprintsOfFile>;

function uuidOf(text: string): string {
  const hex = hash('sha256', text, 'hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
