import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rekon/contracts';
import { route } from '../../http/route';

/**
 * The OpenAPI document, generated from the schemas of the endpoint table (@rekon/contracts) the routes are
 * registered from. ADMIN and CHECKER only: api.md lists what CS may call, and the map of every other route is not
 * among it.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.docs, { access: { roles: ['ADMIN', 'CHECKER'] } }, async () => app.swagger());
};
