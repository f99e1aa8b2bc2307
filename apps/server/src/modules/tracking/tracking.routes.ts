import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageParams, SearchTerm, TrackingRow, WebsiteParam } from '@rekon/contracts';
import { actorOf, requireWebsiteAccess } from '../../http/access';
import { sendPage } from '../../http/paging';
import * as repo from './tracking.repository';

const access = {
  roles: ['ADMIN', 'CHECKER'],
  website: { param: 'websiteCode', allowAll: true },
} as const;

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tracking/:websiteCode/:pageSize/:page',
    {
      config: { access },
      schema: {
        params: PageParams.extend({ websiteCode: WebsiteParam }),
        response: { 200: z.array(TrackingRow) },
      },
    },
    async (req, reply) => {
      const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode, access.website);
      const { rows, total } = await repo.listPage(app.db, code === 'ALL' ? null : code, null, req.params);
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    '/api/searchtracking/:websiteCode/:search/:pageSize/:page',
    {
      config: { access },
      schema: {
        params: PageParams.extend({ websiteCode: WebsiteParam, search: SearchTerm(200) }),
        response: { 200: z.array(TrackingRow) },
      },
    },
    async (req, reply) => {
      const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode, access.website);
      const search = req.params.search.trim();
      const { rows, total } = await repo.listPage(
        app.db,
        code === 'ALL' ? null : code,
        search || null,
        req.params,
      );
      return sendPage(reply, rows, total);
    },
  );
};
