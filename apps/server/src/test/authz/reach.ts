/** Who may call a route, and the shape of a matrix cell (authz-matrix.ts). */
import type { FactoryContext } from '../authz-context';

export type Reach = 'all' | 'own' | 'none';
export type Who = 'ADMIN' | 'CHECKER' | 'CS' | 'anonymous';

export interface MatrixRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  route: string;
  who: Record<Who, Reach>;
  /** Whether the route has an own/foreign dimension (a website or an account it acts on). */
  scoped: boolean;
  /** A read that leaves a Tracking row all the same (an upload's original file, api.md "Uploads"). */
  auditedRead?: boolean;
  /** A foreign resource reads as unknown (404 like a missing id) to a caller allowed its own, not as 403. */
  foreignUnknown?: boolean;
  /** The panel of the cell's websites (Luxe endpoints need Luxe websites). */
  panel?: 'NEXUS' | 'LUXE';
  /** The route writes its audit row as someone other than the caller (a feed's push: the feed). */
  auditedAsOther?: boolean;
  /** A valid request for the caller; `variant` picks its own or a foreign website/resource. */
  request: (ctx: FactoryContext) => Promise<MatrixRequest>;
}

export const everyone: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'all', CS: 'all', anonymous: 'all' };
export const signedIn: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'all', CS: 'all', anonymous: 'none' };
export const staff: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'all', CS: 'none', anonymous: 'none' };
export const adminOnly: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'none', CS: 'none', anonymous: 'none' };
export const staffOwnWebsite: Record<Who, Reach> = {
  ADMIN: 'all',
  CHECKER: 'own',
  CS: 'none',
  anonymous: 'none',
};
export const everyRoleOwnWebsite: Record<Who, Reach> = {
  ADMIN: 'all',
  CHECKER: 'own',
  CS: 'own',
  anonymous: 'none',
};
