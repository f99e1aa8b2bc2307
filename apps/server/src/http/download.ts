/** Characters RFC 8187's attr-char allows unencoded in `filename*` (ALPHA / DIGIT / "!#$&+-.^_`|~"). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/**
 * RFC 8187 `ext-value` of a name: UTF-8, every byte outside attr-char percent-encoded. An unpaired UTF-16
 * surrogate (not text; it made `encodeURIComponent` throw, a 500 on every download route) is written as U+FFFD
 * (Node's UTF-8 encoder replaces it).
 */
function extValue(name: string): string {
  let out = "UTF-8''";
  for (const char of name) {
    if (ATTR_CHAR.test(char)) {
      out += char;
      continue;
    }
    for (const byte of Buffer.from(char, 'utf8'))
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 section 4.3; security.md E34: no header
 * injection). Never throws, whatever the name holds.
 */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=${extValue(name)}`;
}
