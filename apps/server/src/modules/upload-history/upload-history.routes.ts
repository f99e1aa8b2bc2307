import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rekon/contracts';
import { actorOf, requireWebsiteAccess } from '../../http/access';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import { listUploads, undoUpload } from './upload-history.service';

const staff = ['ADMIN', 'CHECKER'] as const;

/** Upload history (decision 056): ADMIN any website, CHECKER its own. */
export const uploadHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.uploadHistory,
    { access: { roles: staff, website: { param: 'websiteCode' } } },
    async (req, reply) => {
      const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const { rows, total } = await listUploads(app.db, website, req.params, app.clock());
      return sendPage(reply, rows, total);
    },
  );

  route(app, endpoints.undoUpload, { access: { roles: staff } }, async (req) =>
    undoUpload(app.db, req.params.uploadId, req.body.remark, app.actionContext(req)),
  );
};
