import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rekon/contracts';
import { actorOf, requireWebsiteAccess } from '../../http/access';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import * as repo from './tracking.repository';

const access = {
  roles: ['ADMIN', 'CHECKER'],
  website: { param: 'websiteCode', allowAll: true },
} as const;

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.tracking, { access }, async (req, reply) => {
    const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode, access.website);
    const { rows, total } = await repo.listPage(app.db, code === 'ALL' ? null : code, null, req.params);
    return sendPage(reply, rows, total);
  });

  route(app, endpoints.searchTracking, { access }, async (req, reply) => {
    const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode, access.website);
    const search = req.params.search.trim();
    const { rows, total } = await repo.listPage(
      app.db,
      code === 'ALL' ? null : code,
      search || null,
      req.params,
    );
    return sendPage(reply, rows, total);
  });
};
