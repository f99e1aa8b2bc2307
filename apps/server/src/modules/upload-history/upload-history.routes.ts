import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PageParams,
  PathId,
  UndoUploadBody,
  UndoUploadResponse,
  UploadHistoryRow,
  WebsiteParam,
} from '@rekon/contracts';
import { actorOf, requireWebsiteAccess } from '../../http/access';
import { sendPage } from '../../http/paging';
import { listUploads, undoUpload } from './upload-history.service';

const staff = ['ADMIN', 'CHECKER'] as const;

/** Upload history (decision 056): ADMIN any website, CHECKER its own. */
export const uploadHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/uploadhistory/:websiteCode/:pageSize/:page',
    {
      config: { access: { roles: staff, website: { param: 'websiteCode' } } },
      schema: {
        params: PageParams.extend({ websiteCode: WebsiteParam }),
        response: { 200: z.array(UploadHistoryRow) },
      },
    },
    async (req, reply) => {
      const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const { rows, total } = await listUploads(app.db, website, req.params, app.clock());
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    '/api/undoupload/:uploadId',
    {
      config: { access: { roles: staff } },
      schema: {
        params: z.object({ uploadId: PathId }),
        body: UndoUploadBody,
        response: { 200: UndoUploadResponse },
      },
    },
    async (req) => undoUpload(app.db, req.params.uploadId, req.body.remark, app.actionContext(req)),
  );
};
