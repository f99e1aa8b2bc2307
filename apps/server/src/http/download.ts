/** `attachment` with both an ASCII fallback and the UTF-8 name (security.md E34: no header injection). */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
