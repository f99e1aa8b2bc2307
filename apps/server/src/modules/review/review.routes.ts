import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type IsoDate, type PageParams, type ReviewSignalQuery } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { actorOf, requireWebsiteAccess, type RouteAccess } from '../../http/access';
import { sendJsonPage } from '../../http/paging';
import { route } from '../../http/route';
import { signalRowIds, type SignalRowIds } from '../insights/insights.service';
import { approveRows, deleteRows } from './approve.service';
import { deleteRecentUploads } from './delete-uploads.service';
import { explainRows, statementSaran } from './statement-desk.service';
import { undoRows } from './undo.service';
import { contentDisposition } from '../../http/download';
import { exportCsv, exportXlsx, fileName } from './export.service';
import { exportSlots } from './export-slots';
import { listBoPage } from '../rows/bo/lists';
import type { ExportKind } from '../rows/responses';
import type { ListPage, ReviewFilter } from '../rows/row-model';
import { listStatementPage } from '../rows/statement/lists';

const staff = ['ADMIN', 'CHECKER'] as const;
/** How long an export's reader may take nothing before its connection is closed. */
const EXPORT_IDLE_MS = 60_000;
const byPath: RouteAccess = { roles: staff, website: { param: 'websiteCode' } };
const byGroup: RouteAccess = { roles: staff, website: { body: 'group' } };

type ReviewListEndpoints = {
  view: (typeof endpoints)['viewbo' | 'viewbowd' | 'viewmutasi' | 'viewmutasiwd'];
  search: (typeof endpoints)['searchbo' | 'searchbowd' | 'searchmutasi' | 'searchmutasiwd'];
};

type ListFn = (db: Db, filter: ReviewFilter, paging: PageParams) => Promise<ListPage>;

/** The spec's export paths, typo included (`exportcsvlviewbowd`). */
const exportEndpoints = endpoints.reviewExport;
const EXPORT_ROUTES: {
  endpoint: (typeof exportEndpoints)[keyof typeof exportEndpoints];
  kind: ExportKind;
  format: 'csv' | 'xlsx';
}[] = [
  { endpoint: exportEndpoints.exportcsvviewbo, kind: 'bo', format: 'csv' },
  { endpoint: exportEndpoints.exportexcelviewbo, kind: 'bo', format: 'xlsx' },
  { endpoint: exportEndpoints.exportcsvlviewbowd, kind: 'bowd', format: 'csv' },
  { endpoint: exportEndpoints.exportexcelviewbowd, kind: 'bowd', format: 'xlsx' },
  { endpoint: exportEndpoints.exportcsvviewmutasi, kind: 'mutasi', format: 'csv' },
  { endpoint: exportEndpoints.exportexcelviewmutasi, kind: 'mutasi', format: 'xlsx' },
  { endpoint: exportEndpoints.exportcsvviewmutasiwd, kind: 'mutasiwd', format: 'csv' },
  { endpoint: exportEndpoints.exportexcelviewmutasiwd, kind: 'mutasiwd', format: 'xlsx' },
];

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** `?signal=`: only the rows behind the day's risk signals (decision 044); undefined without it. */
  async function signalFilter(req: FastifyRequest, website: string, date: IsoDate, list: keyof SignalRowIds) {
    const { signal } = req.query as ReviewSignalQuery;
    if (!signal) return undefined;
    return (await signalRowIds(app.db, website, date, actorOf(req), signal))[list];
  }

  /**
   * A review list and its search: the same rows, the same page envelope. The database writes the page's JSON
   * (rows/bo/, rows/statement/); the response schema documents it, and the tests hold each row to it.
   */
  function addList(endpoint: ReviewListEndpoints, list: ListFn, ids: keyof SignalRowIds) {
    route(app, endpoint.view, { access: byPath }, async (req, reply) => {
      const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const { date, status } = req.params;
      const only = await signalFilter(req, website, date, ids);
      const { json, total } = await list(app.db, { website, date, status, only }, req.params);
      return sendJsonPage(reply, json, total);
    });
    route(app, endpoint.search, { access: byPath }, async (req, reply) => {
      const { date, status, kind, term } = req.params;
      const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const only = await signalFilter(req, website, date, ids);
      const { json, total } = await list(
        app.db,
        { website, date, status, search: { kind, term }, only },
        req.params,
      );
      return sendJsonPage(reply, json, total);
    });
  }
  addList(
    { view: endpoints.viewbo, search: endpoints.searchbo },
    (db, f, p) => listBoPage(db, 'DEPO', f, p),
    'bo',
  );
  addList(
    { view: endpoints.viewbowd, search: endpoints.searchbowd },
    (db, f, p) => listBoPage(db, 'WD', f, p),
    'bowd',
  );
  addList(
    { view: endpoints.viewmutasi, search: endpoints.searchmutasi },
    (db, f, p) => listStatementPage(db, 'DEPO', f, p),
    'mutasi',
  );
  addList(
    { view: endpoints.viewmutasiwd, search: endpoints.searchmutasiwd },
    (db, f, p) => listStatementPage(db, 'WD', f, p),
    'mutasiwd',
  );

  route(app, endpoints.updatebodepostts, { access: { roles: staff } }, async (req) =>
    approveRows(
      app.db,
      'DEPO',
      req.body.arr.map((item) => ({
        id: item.bo_id,
        remark: item.ket_app,
        amountCents: item.depo_amount === null ? null : Math.round(item.depo_amount * 100),
        counterpartId: item.mutasi_id ?? null,
        groupIds: item.mutasi_ids ?? null,
      })),
      app.actionContext(req),
    ),
  );

  route(app, endpoints.updatebosttswd, { access: { roles: staff } }, async (req) =>
    approveRows(
      app.db,
      'WD',
      req.body.arr.map((item) => ({
        id: item.wd_bo_id,
        remark: item.wd_ket_app,
        amountCents: item.wd_amount === null ? null : Math.round(item.wd_amount * 100),
        counterpartId: item.mutasiwd_id ?? null,
        groupIds: item.mutasiwd_ids ?? null,
      })),
      app.actionContext(req),
    ),
  );

  route(app, endpoints.deleteboid, { access: { roles: staff } }, async (req) =>
    deleteRows(
      app.db,
      'DEPO',
      req.body.arr.map((item) => item.bo_id),
      app.actionContext(req),
    ),
  );

  route(app, endpoints.deleteboidwd, { access: { roles: staff } }, async (req) =>
    deleteRows(
      app.db,
      'WD',
      req.body.arr.map((item) => item.wd_bo_id),
      app.actionContext(req),
    ),
  );

  // The statement side of the desk (decision 054): a pending statement row's reason and nearest requests, and its
  // explanation without a BO row. The row's website is checked by the service: a foreign row reads as unknown.
  for (const [endpoint, side] of [
    [endpoints.saranmutasi, 'DEPO'],
    [endpoints.saranmutasiwd, 'WD'],
  ] as const) {
    route(app, endpoint, { access: { roles: staff } }, async (req) =>
      statementSaran(app.db, side, req.params.mutasiId, actorOf(req), req.query.ticket ?? null),
    );
  }
  route(app, endpoints.explainmutasi, { access: { roles: staff } }, async (req) =>
    explainRows(
      app.db,
      'DEPO',
      req.body.arr.map((item) => ({ id: item.mutasi_id, category: item.category, remark: item.remark })),
      app.actionContext(req),
    ),
  );
  route(app, endpoints.explainmutasiwd, { access: { roles: staff } }, async (req) =>
    explainRows(
      app.db,
      'WD',
      req.body.arr.map((item) => ({ id: item.mutasiwd_id, category: item.category, remark: item.remark })),
      app.actionContext(req),
    ),
  );

  // Undo within the edit window (decision 055), from either row of what was settled.
  route(app, endpoints.undobo, { access: { roles: staff } }, async (req) =>
    undoRows(
      app.db,
      'DEPO',
      'bo',
      req.body.arr.map((item) => ({ id: item.bo_id, remark: item.remark })),
      app.actionContext(req),
    ),
  );
  route(app, endpoints.undobowd, { access: { roles: staff } }, async (req) =>
    undoRows(
      app.db,
      'WD',
      'bo',
      req.body.arr.map((item) => ({ id: item.wd_bo_id, remark: item.remark })),
      app.actionContext(req),
    ),
  );
  route(app, endpoints.undomutasi, { access: { roles: staff } }, async (req) =>
    undoRows(
      app.db,
      'DEPO',
      'statement',
      req.body.arr.map((item) => ({ id: item.mutasi_id, remark: item.remark })),
      app.actionContext(req),
    ),
  );
  route(app, endpoints.undomutasiwd, { access: { roles: staff } }, async (req) =>
    undoRows(
      app.db,
      'WD',
      'statement',
      req.body.arr.map((item) => ({ id: item.mutasiwd_id, remark: item.remark })),
      app.actionContext(req),
    ),
  );

  const slots = exportSlots();
  for (const { endpoint, kind, format } of EXPORT_ROUTES) {
    route(app, endpoint, { access: byGroup }, async (req, reply) => {
      const filter = {
        website: requireWebsiteAccess(actorOf(req), req.body.group),
        date: req.body.date,
        status: req.body.status,
      };
      const run = format === 'csv' ? exportCsv : exportXlsx;
      const release = slots.take(actorOf(req).accountId);
      reply.raw.once('close', release);
      // A reader that takes nothing for a minute is dropped: the stream ends and its connection goes back.
      reply.raw.setTimeout(EXPORT_IDLE_MS, () => reply.raw.destroy());
      const { stream } = await run(app.database, kind, filter, app.actionContext(req)).catch(
        (err: unknown) => {
          release();
          throw err;
        },
      );
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', contentDisposition(fileName(kind, filter, format)))
        .send(stream);
    });
  }

  route(
    app,
    endpoints.deleteBoMutasi,
    // The one place a CHECKER may name any website (spec section 6).
    { access: { roles: staff, website: { body: 'group', anyWebsite: ['CHECKER'] } } },
    async (req) => {
      const website = requireWebsiteAccess(actorOf(req), req.body.group, { anyWebsite: ['CHECKER'] });
      return deleteRecentUploads(app.db, website, req.body.date, app.actionContext(req));
    },
  );
};
