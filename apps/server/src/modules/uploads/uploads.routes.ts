import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, UPLOAD_ENDPOINTS, UPLOAD_FIELDS, UploadResponse } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { receiveUpload } from '../../http/upload-receiver';
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
        const received = await receiveUpload(req, {
          tempDir: app.config.uploadTmpDir,
          extensions: ['.csv'],
          wrongTypeMessage: MSG.uploadWrongType,
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
