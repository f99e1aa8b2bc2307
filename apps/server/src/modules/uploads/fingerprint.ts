import { hash } from 'node:crypto';

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
  return (parts: readonly (string | number | null)[]): string => {
    const base = hash('sha256', JSON.stringify(parts), 'base64url');
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    const hex = hash('sha256', `${base}#${occurrence}`, 'hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  };
}
