/**
 * Control characters (CR, LF, ESC…) in user-supplied text are shown escaped wherever the text is written into
 * a log line or an audit sentence, so one line stays one line (security.md F39).
 */
export function escapeControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => {
    const code = char.charCodeAt(0);
    return `\\x${code.toString(16).padStart(2, '0')}`;
  });
}

/** ISO 8601 in UTC, or null: how timestamps travel. */
export const toIso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
