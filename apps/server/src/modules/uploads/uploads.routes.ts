import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, UPLOAD_ENDPOINTS, UPLOAD_FIELDS, UploadResponse } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { receiveUpload } from '../../http/upload-receiver';
import { ENDPOINTS } from './upload-endpoints';
import { resolveUploadRequest } from './upload-request';
import { ingestUpload } from './uploads.service';

/** The 18 upload endpoints: multipart with `myfile` and the form fields of the spec plus `jenis`. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const endpoint of UPLOAD_ENDPOINTS) {
    app.post(
      endpoint,
      {
        // The website comes in the multipart body; the service checks it before reading the file.
        config: { access: { roles: ['ADMIN', 'CHECKER'] } },
        schema: { response: { 200: UploadResponse } },
      },
      async (req) => {
        // Statement endpoints also read the portals' workbooks and screen pastes (formats.md); BO files are CSV.
        const statement = ENDPOINTS[endpoint].target === 'mutasi';
        const received = await receiveUpload(req, {
          tempDir: app.config.uploadTmpDir,
          extensions: statement ? ['.csv', '.txt', '.xls', '.xlsx'] : ['.csv'],
          wrongTypeMessage: statement ? MSG.uploadStatementWrongType : MSG.uploadWrongType,
          fields: UPLOAD_FIELDS,
          missingFileMessage: MSG.uploadNoFile,
        });
        try {
          const request = await resolveUploadRequest(app.db, endpoint, received.fields, actorOf(req));
          return await ingestUpload(app.db, request, received.file, app.actionContext(req));
        } finally {
          await received.dispose();
        }
      },
    );
  }
};
