import type { FastifyRequest, RouteOptions } from 'fastify';
import { MSG, type Role } from '@rekon/contracts';
import { forbidden, unauthorized } from './errors';

/** Where a route finds the website code it works on. */
export type WebsiteSource = { param: string } | { body: string };

/**
 * Every /api route declares who may call it (deny by default: a route without a rule fails at start-up).
 * The authorization matrix test (test/authz-matrix.ts) checks these declarations against the spec.
 */
export interface RouteAccess {
  /** 'public': no session needed (sign-in, the IP gate's check). Otherwise the roles allowed. */
  roles: 'public' | readonly Role[];
  /**
   * The website the route acts on. CHECKER and CS may only name their own; ADMIN any. `allowAll` lets an
   * ADMIN pass `all`. `anyWebsite` lists roles that may name any website here (the /delete screen, spec §6).
   */
  website?: WebsiteSource & { allowAll?: boolean; anyWebsite?: readonly Role[] };
  /** Reachable by the bootstrap admin before the generated password is changed. */
  beforePasswordChange?: boolean;
  /** The IP gate answers in the route itself (`GET /api/whitelist`). */
  ownIpGate?: boolean;
  /**
   * The account of a session this process authenticated for work still running (an upload's progress), found
   * in memory instead of the database; undefined sends the request through the usual session lookup. A route
   * answered this way also reads the whitelist as last loaded rather than waiting for it to be read again.
   */
  knownActor?: (req: FastifyRequest, sessionHash: Buffer) => Actor | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in account, set by the session guard. */
    actor: Actor | undefined;
    /** The client address the whitelist and throttles use (IPv4-mapped IPv6 normalised). */
    clientIp: string;
  }
}

export interface Actor {
  accountId: number;
  accountName: string;
  role: Role;
  websiteId: number | null;
  websiteCode: string | null;
  websiteName: string | null;
  mustChangePassword: boolean;
  sessionHash: Buffer;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Fails the start-up of a route under /api that declares no access rule. */
export function collectRoute(route: RouteOptions, routes: RegisteredRoute[]) {
  if (!route.url.startsWith('/api')) return;
  const access = route.config?.access;
  if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule.`);
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    routes.push({ method, url: route.url, access });
  }
}

/** Role check, run before the body is read. */
export function checkRole(req: FastifyRequest, access: RouteAccess) {
  if (access.roles === 'public') return;
  const actor = req.actor;
  if (!actor) throw unauthorized();
  if (actor.mustChangePassword && !access.beforePasswordChange) throw forbidden(MSG.mustChangePassword);
  if (!access.roles.includes(actor.role)) throw forbidden();
}

/** The actor of a route that requires a session (set by the session guard). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

/** The website code as routes compare it: the spec's client sends some codes lower-cased. */
export const normalizeWebsiteCode = (code: string) => code.toUpperCase();

/** Whether a stored row's website is within the actor's scope: any for an ADMIN, else their own. */
export const isInWebsiteScope = (actor: Actor, website: string) =>
  actor.role === 'ADMIN' || website === actor.websiteCode;

/**
 * Refuses a website outside the actor's scope. Exact comparison after upper-casing: `%20A`, `A%00` and the
 * like are other websites, not the actor's own.
 */
export function requireWebsiteAccess(
  actor: Actor,
  code: string,
  { allowAll = false, anyWebsite = [] }: { allowAll?: boolean; anyWebsite?: readonly Role[] } = {},
): string {
  const normalized = normalizeWebsiteCode(code);
  if (normalized === 'ALL') {
    if (allowAll && actor.role === 'ADMIN') return normalized;
    throw forbidden(MSG.foreignWebsite);
  }
  if (actor.role === 'ADMIN' || anyWebsite.includes(actor.role)) return normalized;
  if (normalized !== actor.websiteCode) throw forbidden(MSG.foreignWebsite);
  return normalized;
}

/** Checks the website named by the route's path parameter or body field. */
export function checkWebsite(req: FastifyRequest, access: RouteAccess, phase: 'params' | 'body') {
  const source = access.website;
  if (!source || !req.actor) return;
  let value: unknown;
  if ('param' in source) {
    if (phase !== 'params') return;
    value = (req.params as Record<string, unknown>)[source.param];
  } else {
    if (phase !== 'body') return;
    value = (req.body as Record<string, unknown> | undefined)?.[source.body];
  }
  if (typeof value !== 'string') throw forbidden(MSG.foreignWebsite);
  requireWebsiteAccess(req.actor, value, source);
}
