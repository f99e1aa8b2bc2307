import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of every response (decision 041). Everything comes from Rekon itself; styles
 * are the narrowest part:
 * - stylesheets (`<link rel=stylesheet>`): only the app's own files (Vite extracts all CSS, fonts included);
 * - `<style>` elements: only with the page's nonce. The one the app writes is Radix's scroll lock
 *   (react-remove-scroll-bar, while a dialog or a menu is open); it takes the nonce from the page
 *   (`<meta name="csp-nonce">`, read by main.tsx). No other `<style>` element is allowed;
 * - style attributes: React sets `style={...}` through the CSSOM (`element.style.x = ...`), which a CSP does
 *   not govern, so no attribute needs `'unsafe-inline'`: `style-src-attr 'none'` refuses `style="..."`
 *   written into markup.
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-elem': ["'self'"],
  'style-src-attr': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** The header's value; with a nonce, `<style>` elements carrying it are allowed too. */
export function contentSecurityPolicy(styleNonce?: string): string {
  return Object.entries(DIRECTIVES)
    .map(([name, values]) => {
      const all = name === 'style-src-elem' && styleNonce ? [...values, `'nonce-${styleNonce}'`] : values;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

/** The meta element the web app reads its nonce from (apps/web/src/main.tsx). */
export const NONCE_META = 'csp-nonce';

/** index.html is built before the server starts and never changes under it: read once, not on every page load. */
const pages = new Map<string, Promise<string>>();
function appPage(indexPath: string): Promise<string> {
  let page = pages.get(indexPath);
  if (!page) {
    page = readFile(indexPath, 'utf8');
    // A failed read (no build yet) is tried again on the next load.
    page.catch(() => pages.delete(indexPath));
    pages.set(indexPath, page);
  }
  return page;
}

/**
 * Sends the single-page app's index.html with a fresh nonce for its `<style>` elements, in its CSP header and
 * in a meta element. The page is never cached (`no-cache`), so each load gets its own nonce.
 */
export async function sendAppPage(reply: FastifyReply, indexPath: string) {
  const nonce = randomBytes(18).toString('base64');
  const html = await appPage(indexPath);
  const meta = `<meta name="${NONCE_META}" content="${nonce}" />`;
  const withNonce = html.includes('<head>')
    ? html.replace('<head>', `<head>${meta}`)
    : html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${meta}`);
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(withNonce);
}
