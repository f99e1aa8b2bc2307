import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@rekon/contracts';
import { authenticate, type AuthDeps } from './modules/auth/auth.service';
import { COOKIE_NAME, hashToken, isTokenShaped } from './modules/auth/token';
import type { WhitelistGate } from './modules/whitelist/whitelist.gate';
import { checkRole, checkWebsite } from './http/access';
import { normalizeIp } from './lib/client-ip';
import { isApiRequest } from './http/api-path';
import { forbidden } from './http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Logs a refused IP at most once a minute, so a scanner cannot flood the log. */
function deniedLogger() {
  const lastLogged = new Map<string, number>();
  return (req: FastifyRequest) => {
    const now = Date.now();
    if ((lastLogged.get(req.clientIp) ?? 0) > now - 60_000) return;
    if (lastLogged.size > 10_000) lastLogged.clear();
    lastLogged.set(req.clientIp, now);
    req.log.warn({ ip: req.clientIp }, 'IP not whitelisted');
  };
}

/**
 * Refuses a state-changing request sent from another site (security.md A9): Fetch Metadata where the
 * browser sends it, else the Origin header. SameSite=Strict on the cookie is the second line.
 */
function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    const to = new URL(`${req.protocol}://${req.host}`);
    return from.hostname !== to.hostname || portOf(from) !== portOf(to);
  } catch {
    return true; // "null" and other opaque origins
  }
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * The request pipeline's guards, in order, all before the body is read: client IP, whitelist, cross-site
 * check, session, role, and the website named in the path. The website named in a JSON body is checked
 * once it is parsed (preHandler).
 */
export function registerGuards(app: FastifyInstance, deps: { gate: WhitelistGate; auth: AuthDeps }) {
  const logDenied = deniedLogger();

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    req.clientIp = normalizeIp(req.ip);
    if (!isApiRequest(req)) return;
    reply.header('cache-control', 'no-store');
    const access = req.routeOptions.config?.access;
    const token = req.cookies[COOKIE_NAME];
    const known = token && isTokenShaped(token) ? access?.knownActor?.(req, hashToken(token)) : undefined;

    if (!access?.ownIpGate && !(await deps.gate.isAllowed(req.clientIp, { lastRead: known !== undefined }))) {
      logDenied(req);
      throw forbidden(MSG.ipNotAllowed);
    }
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) {
      req.log.warn(
        { origin: req.headers.origin, site: req.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      throw forbidden(MSG.crossSite);
    }
    if (known) req.actor = known;
    else if (token) {
      req.actor = await authenticate(deps.auth, token);
      if (!req.actor) reply.clearCookie(COOKIE_NAME, { path: '/' });
    }
    if (!access) return; // unknown /api path: the not-found handler answers
    try {
      checkRole(req, access);
      checkWebsite(req, access, 'params');
    } catch (err) {
      req.log.warn({ account: req.actor?.accountName, route: req.routeOptions.url }, 'access denied');
      throw err;
    }
  });

  app.addHook('preHandler', async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    if (access?.website && 'body' in access.website) {
      try {
        checkWebsite(req, access, 'body');
      } catch (err) {
        req.log.warn({ account: req.actor?.accountName, route: req.routeOptions.url }, 'access denied');
        throw err;
      }
    }
  });
}
