import type { FastifyRequest } from 'fastify';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A path with its percent-escapes read once, as the router reads it; as it is where an escape is malformed. */
function decodedPath(url: string): string {
  // An absolute-form target (`GET http://host/api/...`) is routed by its path too.
  const { pathname } = new URL(url, 'http://origin.invalid');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Whether a request is for the API, read as the router reads it: by the route it matched, else (an unknown path)
 * by its decoded path. The raw URL is not enough: the router decodes `/%61pi/login` and routes absolute-form
 * targets, and a guard that looked at the raw text would wave such a request through to an API handler.
 */
export function isApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route !== undefined) return isApiPath(route);
  return isApiPath(decodedPath(req.url));
}
