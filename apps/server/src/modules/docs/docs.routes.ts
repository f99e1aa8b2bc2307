import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@rekon/contracts';

/** The OpenAPI document, generated from the same zod contracts the routes validate with. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/docs', { config: { access: { roles: ROLES } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
