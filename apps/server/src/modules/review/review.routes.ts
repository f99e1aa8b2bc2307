import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoDepositRow,
  BoStatus,
  BoWithdrawRow,
  BulkResponse,
  MSG,
  DeleteBoDepositBody,
  DeleteBoMutasiBody,
  DeleteBoMutasiResponse,
  DeleteBoWithdrawBody,
  ExplainMutasiBody,
  ExplainMutasiWdBody,
  ExportBody,
  MutasiSaranResponse,
  MutasiDepositRow,
  MutasiWithdrawRow,
  PageParams,
  ReviewSignalQuery,
  SearchKind,
  SearchTerm,
  UpdateBoDepositBody,
  UpdateBoWithdrawBody,
  UndoBoBody,
  UndoBoWdBody,
  UndoMutasiBody,
  UndoMutasiWdBody,
  WebsiteParam,
  WireDate,
  type IsoDate,
} from '@rekon/contracts';
import type { Db } from '../../db/client';
import { actorOf, requireWebsiteAccess, type RouteAccess } from '../../http/access';
import { sendJsonPage } from '../../http/paging';
import { signalRowIds, type SignalRowIds } from '../insights/insights.service';
import { approveRows, deleteRows } from './approve.service';
import { deleteRecentUploads } from './delete-uploads.service';
import { contentDisposition } from '../../http/download';
import { exportCsv, exportXlsx, fileName } from './export.service';
import { listBoPage } from '../rows/bo-rows';
import type { ExportKind } from '../rows/responses';
import type { ListPage, ReviewFilter } from '../rows/row-model';
import { listStatementPage } from '../rows/statement-rows';
import { explainRows, statementSaran } from './statement-desk.service';
import { undoRows } from './undo.service';

const SaranParams = z.object({
  mutasiId: z.coerce.number(MSG.idInvalid).int(MSG.idInvalid).positive(MSG.idInvalid),
});
const SaranQuery = z.object({ ticket: SearchTerm(40).optional() });

const staff = ['ADMIN', 'CHECKER'] as const;
const byPath: RouteAccess = { roles: staff, website: { param: 'websiteCode' } };
const byGroup: RouteAccess = { roles: staff, website: { body: 'group' } };

const ViewParams = PageParams.extend({ date: WireDate, websiteCode: WebsiteParam, status: BoStatus });
const SearchParams = ViewParams.extend({ kind: SearchKind, term: SearchTerm(100).min(1) });

type ListFn = (db: Db, filter: ReviewFilter, paging: PageParams) => Promise<ListPage>;

/** The spec's export paths, typo included (`exportcsvlviewbowd`). */
const EXPORT_ROUTES: { path: string; kind: ExportKind; format: 'csv' | 'xlsx' }[] = [
  { path: '/api/exportcsvviewbo', kind: 'bo', format: 'csv' },
  { path: '/api/exportexcelviewbo', kind: 'bo', format: 'xlsx' },
  { path: '/api/exportcsvlviewbowd', kind: 'bowd', format: 'csv' },
  { path: '/api/exportexcelviewbowd', kind: 'bowd', format: 'xlsx' },
  { path: '/api/exportcsvviewmutasi', kind: 'mutasi', format: 'csv' },
  { path: '/api/exportexcelviewmutasi', kind: 'mutasi', format: 'xlsx' },
  { path: '/api/exportcsvviewmutasiwd', kind: 'mutasiwd', format: 'csv' },
  { path: '/api/exportexcelviewmutasiwd', kind: 'mutasiwd', format: 'xlsx' },
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
   * (rows/bo-rows.ts, rows/statement-rows.ts); the response schema documents it, and the tests hold each row to it.
   */
  function addList(view: string, search: string, list: ListFn, row: z.ZodType, ids: keyof SignalRowIds) {
    app.get(
      `/api/${view}/:date/:websiteCode/:status/:pageSize/:page`,
      {
        config: { access: byPath },
        schema: { params: ViewParams, querystring: ReviewSignalQuery, response: { 200: z.array(row) } },
      },
      async (req, reply) => {
        const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
        const { date, status } = req.params;
        const only = await signalFilter(req, website, date, ids);
        const { json, total } = await list(app.db, { website, date, status, only }, req.params);
        return sendJsonPage(reply, json, total);
      },
    );
    app.get(
      `/api/${search}/:date/:websiteCode/:status/:kind/:term/:pageSize/:page`,
      {
        config: { access: byPath },
        schema: { params: SearchParams, querystring: ReviewSignalQuery, response: { 200: z.array(row) } },
      },
      async (req, reply) => {
        const { date, status, kind, term } = req.params;
        const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
        const only = await signalFilter(req, website, date, ids);
        const { json, total } = await list(
          app.db,
          { website, date, status, search: { kind, term }, only },
          req.params,
        );
        return sendJsonPage(reply, json, total);
      },
    );
  }
  addList('viewbo', 'searchbo', (db, f, p) => listBoPage(db, 'DEPO', f, p), BoDepositRow, 'bo');
  addList('viewbowd', 'searchbowd', (db, f, p) => listBoPage(db, 'WD', f, p), BoWithdrawRow, 'bowd');
  addList(
    'viewmutasi',
    'searchmutasi',
    (db, f, p) => listStatementPage(db, 'DEPO', f, p),
    MutasiDepositRow,
    'mutasi',
  );
  addList(
    'viewmutasiwd',
    'searchmutasiwd',
    (db, f, p) => listStatementPage(db, 'WD', f, p),
    MutasiWithdrawRow,
    'mutasiwd',
  );

  app.put(
    '/api/updatebodepostts',
    {
      config: { access: { roles: staff } },
      schema: { body: UpdateBoDepositBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      approveRows(
        app.db,
        'DEPO',
        req.body.arr.map((item) => ({
          id: item.bo_id,
          remark: item.ket_app,
          amountCents: item.depo_amount === null ? null : Math.round(item.depo_amount * 100),
          counterpartId: item.mutasi_id ?? null,
        })),
        app.actionContext(req),
      ),
  );

  app.put(
    '/api/updatebosttswd',
    {
      config: { access: { roles: staff } },
      schema: { body: UpdateBoWithdrawBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      approveRows(
        app.db,
        'WD',
        req.body.arr.map((item) => ({
          id: item.wd_bo_id,
          remark: item.wd_ket_app,
          amountCents: item.wd_amount === null ? null : Math.round(item.wd_amount * 100),
          counterpartId: item.mutasiwd_id ?? null,
        })),
        app.actionContext(req),
      ),
  );

  app.put(
    '/api/deleteboid',
    {
      config: { access: { roles: staff } },
      schema: { body: DeleteBoDepositBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      deleteRows(
        app.db,
        'DEPO',
        req.body.arr.map((item) => item.bo_id),
        app.actionContext(req),
      ),
  );

  app.put(
    '/api/deleteboidwd',
    {
      config: { access: { roles: staff } },
      schema: { body: DeleteBoWithdrawBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      deleteRows(
        app.db,
        'WD',
        req.body.arr.map((item) => item.wd_bo_id),
        app.actionContext(req),
      ),
  );

  // The statement side of the desk (decision 054): a pending statement row's reason and nearest requests, and its
  // explanation without a BO row. The row's website is checked by the service: a foreign row reads as unknown.
  for (const [path, side] of [
    ['/api/saranmutasi/:mutasiId', 'DEPO'],
    ['/api/saranmutasiwd/:mutasiId', 'WD'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: { roles: staff } },
        schema: { params: SaranParams, querystring: SaranQuery, response: { 200: MutasiSaranResponse } },
      },
      async (req) =>
        statementSaran(app.db, side, req.params.mutasiId, actorOf(req), req.query.ticket ?? null),
    );
  }
  app.put(
    '/api/explainmutasi',
    {
      config: { access: { roles: staff } },
      schema: { body: ExplainMutasiBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      explainRows(
        app.db,
        'DEPO',
        req.body.arr.map((item) => ({ id: item.mutasi_id, category: item.category, remark: item.remark })),
        app.actionContext(req),
      ),
  );
  app.put(
    '/api/explainmutasiwd',
    {
      config: { access: { roles: staff } },
      schema: { body: ExplainMutasiWdBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      explainRows(
        app.db,
        'WD',
        req.body.arr.map((item) => ({ id: item.mutasiwd_id, category: item.category, remark: item.remark })),
        app.actionContext(req),
      ),
  );

  // Undo within the edit window (decision 055), from either row of what was settled.
  app.put(
    '/api/undobo',
    { config: { access: { roles: staff } }, schema: { body: UndoBoBody, response: { 200: BulkResponse } } },
    async (req) =>
      undoRows(
        app.db,
        'DEPO',
        'bo',
        req.body.arr.map((item) => ({ id: item.bo_id, remark: item.remark })),
        app.actionContext(req),
      ),
  );
  app.put(
    '/api/undobowd',
    { config: { access: { roles: staff } }, schema: { body: UndoBoWdBody, response: { 200: BulkResponse } } },
    async (req) =>
      undoRows(
        app.db,
        'WD',
        'bo',
        req.body.arr.map((item) => ({ id: item.wd_bo_id, remark: item.remark })),
        app.actionContext(req),
      ),
  );
  app.put(
    '/api/undomutasi',
    {
      config: { access: { roles: staff } },
      schema: { body: UndoMutasiBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      undoRows(
        app.db,
        'DEPO',
        'statement',
        req.body.arr.map((item) => ({ id: item.mutasi_id, remark: item.remark })),
        app.actionContext(req),
      ),
  );
  app.put(
    '/api/undomutasiwd',
    {
      config: { access: { roles: staff } },
      schema: { body: UndoMutasiWdBody, response: { 200: BulkResponse } },
    },
    async (req) =>
      undoRows(
        app.db,
        'WD',
        'statement',
        req.body.arr.map((item) => ({ id: item.mutasiwd_id, remark: item.remark })),
        app.actionContext(req),
      ),
  );

  for (const { path, kind, format } of EXPORT_ROUTES) {
    app.post(path, { config: { access: byGroup }, schema: { body: ExportBody } }, async (req, reply) => {
      const filter = {
        website: requireWebsiteAccess(actorOf(req), req.body.group),
        date: req.body.date,
        status: req.body.status,
      };
      const run = format === 'csv' ? exportCsv : exportXlsx;
      const { stream } = await run(app.database, kind, filter, app.actionContext(req));
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', contentDisposition(fileName(kind, filter, format)))
        .send(stream);
    });
  }

  app.delete(
    '/api/deletebomutasi',
    {
      // The one place a CHECKER may name any website (spec section 6).
      config: { access: { roles: staff, website: { body: 'group', anyWebsite: ['CHECKER'] } } },
      schema: { body: DeleteBoMutasiBody, response: { 200: DeleteBoMutasiResponse } },
    },
    async (req) => {
      const website = requireWebsiteAccess(actorOf(req), req.body.group, { anyWebsite: ['CHECKER'] });
      return deleteRecentUploads(app.db, website, req.body.date, app.actionContext(req));
    },
  );
};
