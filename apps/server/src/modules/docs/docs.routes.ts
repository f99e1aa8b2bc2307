import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, ROLES } from '@rekon/contracts';
import { route } from '../../http/route';

/**
 * The OpenAPI document, generated from the schemas of the endpoint table (@rekon/contracts) the routes are
 * registered from.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.docs, { access: { roles: ROLES } }, async () => app.swagger());
};
