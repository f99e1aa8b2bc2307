import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LearnedNameRow, MSG, OkBody, PageParams, PathId, WebsiteParam } from '@rekon/contracts';
import { sendPage } from '../../http/paging';
import * as service from './learned-names.service';

/** Learned names (reconcile.md): ADMIN sees who taught Rekon which name, and can remove one. */
export const learnedNameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/learnednames/:websiteCode/:pageSize/:page',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: {
        params: PageParams.extend({ websiteCode: WebsiteParam }),
        response: { 200: z.array(LearnedNameRow) },
      },
    },
    async (req, reply) => {
      const website = req.params.websiteCode === 'all' ? null : req.params.websiteCode.toUpperCase();
      const { rows, total } = await service.listPage(app.db, website, req.params);
      return sendPage(reply, rows, total);
    },
  );

  app.delete(
    '/api/learnedname/:learned_name_id',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { params: z.object({ learned_name_id: PathId }), response: { 200: OkBody } },
    },
    async (req) => {
      const name = await service.remove(app.db, req.params.learned_name_id, app.actionContext(req));
      return { status: true as const, message: MSG.learnedNameDeleted(name) };
    },
  );
};
