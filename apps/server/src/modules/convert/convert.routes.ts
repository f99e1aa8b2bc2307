import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG, type Role } from '@rekon/contracts';
import { CONVERT_ENDPOINT_KINDS, templateNamed } from '@rekon/formats';
import { convertInWorker } from '@rekon/formats/convert-in-worker';
import { badRequest, notFound } from '../../http/errors';
import { WORKBOOK_JOB } from '../../lib/heavy-work';
import { spreadsheetWorkerUrl } from '../../lib/spreadsheet-worker';
import { route } from '../../http/route';
import { receiveUpload } from '../../http/upload-receiver';
import { actorOf } from '../../http/access';
import { contentDisposition } from '../../http/download';
import { recordAction } from '../tracking/tracking.service';

const staff: readonly Role[] = ['ADMIN', 'CHECKER'];

const LABELS = { 'bni-mobile': 'BNI Mobile Banking', mandiri: 'Mandiri', qris: 'QRIS' } as const;

/** Convert Mutasi (spec section 2) and the template downloads. */
export const convertRoutes: FastifyPluginAsyncZod = async (app) => {
  const workerUrl = spreadsheetWorkerUrl();

  for (const endpoint of Object.values(endpoints.convert)) {
    const kind = CONVERT_ENDPOINT_KINDS[endpoint.path];
    if (!kind) throw new Error(`No conversion for ${endpoint.path}.`);
    route(app, endpoint, { access: { roles: staff } }, async (req, reply) => {
      const received = await receiveUpload(req, {
        tempDir: app.uploadTempDir,
        extensions: ['.xls', '.xlsx'],
        wrongTypeMessage: MSG.convertWrongType,
        fields: [],
        missingFileMessage: MSG.convertMissing,
      });
      try {
        // SheetJS holds a workbook in memory: it runs in a worker thread with memory and time limits, one of
        // the few the heavy-work queue lets run at once (a full line answers 503 with Retry-After).
        const actor = actorOf(req);
        const converted = await app.heavyWork.run(
          WORKBOOK_JOB,
          async () =>
            convertInWorker(await readFile(received.file.path), kind, workerUrl ? { workerUrl } : {}),
          { user: actor.accountId, website: actor.websiteCode },
        );
        const baseName = received.file.name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'mutasi';
        await recordAction(
          app.db,
          app.actionContext(req),
          null,
          `Konversi ${LABELS[kind]} file ${received.file.name}: ${converted.rows} baris`,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(`${baseName}.csv`))
          .send(converted.csv);
      } finally {
        await received.dispose();
      }
    });
  }

  // Nine paths; the BRI Manual Excel template is `templatemutasimanual?bank=bri` (formats.md "Templates").
  for (const endpoint of Object.values(endpoints.templates)) {
    const template = templateNamed(endpoint.path.slice('/api/template'.length));
    if (!template) throw new Error(`No template for ${endpoint.path}.`);
    route(app, endpoint, { access: { roles: staff } }, async (req, reply) => {
      const bank = (req.query as { bank?: unknown }).bank;
      if (bank !== undefined && (template.name !== 'mutasimanual' || bank !== 'bri'))
        throw badRequest(MSG.bankUnknown);
      const chosen = bank === 'bri' ? templateNamed('mutasimanual_bri') : template;
      if (!chosen) throw notFound(MSG.notFoundRoute);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(chosen.fileName))
        .send(chosen.content);
    });
  }
};
