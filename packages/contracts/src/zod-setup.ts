import { z } from 'zod';

/*
 * In a browser, zod validates without compiling code. Its compiled parsers probe `new Function` when an object
 * schema is built; the page's CSP (script-src 'self') refuses it and reports a violation, although zod catches
 * the refusal. This module runs before any schema of the package is built (first import of index.ts). The
 * server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
