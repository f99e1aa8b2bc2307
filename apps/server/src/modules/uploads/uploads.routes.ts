import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  endpoints,
  MSG,
  UPLOAD_FIELDS,
  UPLOAD_ID_HEADER,
  UploadProgressParams,
  type UploadEndpoint,
  type UploadProgress,
} from '@rekon/contracts';
import { actorOf, isInWebsiteScope, type Actor } from '../../http/access';
import { contentDisposition } from '../../http/download';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { receiveUpload } from '../../http/upload-receiver';
import { recordAction } from '../tracking/tracking.service';
import { findUpload, originalParts } from './uploads.repository';
import { ENDPOINTS } from './upload-endpoints';
import { UploadProgressBoard } from './upload-progress';
import { checkUploadScope, resolveUploadRequest } from './upload-request';
import { ingestUpload } from './uploads.service';

/** The 18 upload endpoints: multipart with `myfile` and the form fields of the spec plus `jenis`. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const progress = new UploadProgressBoard();

  async function receiveAndIngest(
    req: FastifyRequest,
    endpoint: UploadEndpoint,
    actor: Actor,
    report: ((phase: UploadProgress['phase'], rows: number | null) => void) | undefined,
  ) {
    // Statement endpoints also read the portals' workbooks and screen pastes (formats.md); BO files are CSV.
    const statement = ENDPOINTS[endpoint].target === 'mutasi';
    const received = await receiveUpload(req, {
      tempDir: app.uploadTempDir,
      extensions: statement ? ['.csv', '.txt', '.xls', '.xlsx'] : ['.csv'],
      wrongTypeMessage: statement ? MSG.uploadStatementWrongType : MSG.uploadWrongType,
      fields: UPLOAD_FIELDS,
      missingFileMessage: MSG.uploadNoFile,
      beforeFile: (fields) => checkUploadScope(actor, fields),
    });
    try {
      const request = await resolveUploadRequest(app.db, endpoint, received.fields, actor);
      return await ingestUpload(
        app.database,
        app.heavyWork,
        request,
        received.file,
        app.actionContext(req),
        report,
      );
    } finally {
      await received.dispose();
    }
  }

  for (const upload of Object.values(endpoints.uploads)) {
    const endpoint: UploadEndpoint = upload.path;
    route(
      app,
      upload,
      // The website comes in the multipart body: checked when the file part arrives (before its bytes are
      // read) if the form gave it first, as browsers do, and in any case before the file is parsed.
      { access: { roles: ['ADMIN', 'CHECKER'] } },
      async (req) => {
        const actor = actorOf(req);
        // Known to the board from the first byte, so the browser's questions are answered from memory even
        // while the upload's transaction holds the embedded database.
        const uploadId = UploadProgressParams.shape.id.safeParse(req.headers[UPLOAD_ID_HEADER]);
        const report = uploadId.success
          ? (phase: UploadProgress['phase'], rows: number | null) =>
              progress.report(actor, uploadId.data, phase, rows)
          : undefined;
        report?.('receiving', null);
        try {
          const answer = await receiveAndIngest(req, endpoint, actor, report);
          report?.('done', answer.summary.rows_inserted);
          return answer;
        } catch (err) {
          if (uploadId.success) progress.forget(actor.sessionHash, uploadId.data);
          throw err;
        }
      },
    );
  }

  // What a running upload of the caller is doing now (issue 17): the browser asks while it waits.
  route(
    app,
    endpoints.uploadProgress,
    {
      access: {
        roles: ['ADMIN', 'CHECKER'],
        // Asked while the upload runs: on the embedded database its transaction holds the one connection,
        // so the session is taken from the board. That engine also queues a sign-out behind the upload, so
        // no session ends while the board still names it; PostgreSQL looks every session up as usual.
        ...(app.database.engine === 'pglite' && {
          knownActor: (req: FastifyRequest, sessionHash: Buffer) =>
            progress.uploaderOf(sessionHash, (req.params as { id?: string }).id ?? ''),
        }),
      },
    },
    async (req) =>
      progress.read(actorOf(req).sessionHash, req.params.id) ?? ({ phase: 'receiving', rows: null } as const),
  );

  // An upload's original file, as it was uploaded (api.md "Uploads": kept for audit). Each row stores its line in
  // it, so the raw cells of any row are read back from here. Unknown and foreign uploads get the same 404.
  route(app, endpoints.uploadFile, { access: { roles: ['ADMIN', 'CHECKER'] } }, async (req, reply) => {
    const actor = actorOf(req);
    const record = await findUpload(app.db, req.params.uploadId);
    if (!record || !isInWebsiteScope(actor, record.upload_website)) throw notFound(MSG.uploadNotFound);
    await recordAction(
      app.db,
      app.actionContext(req),
      record.upload_website,
      `Unduh file asli upload #${record.upload_id} ${record.upload_file_name}`,
    );
    const original = createGunzip();
    // A failed read destroys the response stream too (pipeline), so the download ends instead of hanging.
    pipeline(Readable.from(originalParts(app.db, record.upload_id)), original).catch(() => {});
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', contentDisposition(record.upload_file_name))
      .send(original);
  });
};
