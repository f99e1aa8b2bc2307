/**
 * The authorization matrix (security.md B11, OWASP Authorization Testing Automation): for every /api route,
 * who may call it, and for website-scoped routes whether only for their own website. `http/authz.test.ts`
 * runs every cell against the real app and fails on any registered route missing from this table.
 *
 *   all  — allowed, for its own and for a foreign website (or resource)
 *   own  — allowed for its own website (or own account) only; a foreign one is refused
 *   none — refused (403 for a signed-in role, 401 for anonymous)
 *
 * Reads leave no Tracking row and changes exactly one, unless the entry says `auditedRead`.
 */
import { ADMIN_ROUTES } from './authz/admin-routes';
import { DESK_ROUTES } from './authz/desk-routes';
import type { MatrixEntry } from './authz/reach';
import { REPORT_AND_FEED_ROUTES } from './authz/report-and-feed-routes';

export type { MatrixEntry, MatrixRequest, Reach, Who } from './authz/reach';

export const AUTHZ_MATRIX: MatrixEntry[] = [...ADMIN_ROUTES, ...DESK_ROUTES, ...REPORT_AND_FEED_ROUTES];
