import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, formatWireDate, MSG, ROLES, type IsoDate } from '@rekon/contracts';
import { actorOf, requireWebsiteAccess, type Actor, type RouteAccess } from '../../http/access';
import { badRequest } from '../../http/errors';
import { contentDisposition } from '../../http/download';
import { route } from '../../http/route';
import { lastVerification } from '../tracking/chain';
import { recordAction } from '../tracking/tracking.service';
import * as websites from '../websites/websites.repository';
import { dashboard } from './dashboard.repository';
import { dataPlayerPage, gameSitePage, type DayTotals, type ReportFilter } from './reports.repository';

/** Every role reads the reports, each within its website; ADMIN may ask for `all`. */
const reportAccess: RouteAccess = { roles: ROLES, website: { param: 'websiteCode', allowAll: true } };
const MAX_RANGE_DAYS = 366;

function checkRange(start: IsoDate, end: IsoDate) {
  if (end < start) throw badRequest(MSG.endBeforeStart);
  // Both ends count: 01-Jan to 31-Dec of a leap year is 366 days.
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest(MSG.rangeTooLong);
}

function scopeOf(actor: Actor, code: string, start: IsoDate, end: IsoDate, username?: string): ReportFilter {
  checkRange(start, end);
  const website = requireWebsiteAccess(actor, code, { allowAll: true });
  return { website: website === 'ALL' ? null : website, start, end, username };
}

/** The Game Site table as CSV rows, with its Total Sum row (spec section 2). */
function gameSiteTable(
  days: DayTotals[],
  totals: { deposit: number; withdraw: number; transactions: number; balance: number },
) {
  return [
    ['Tanggal', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance'],
    ...days.map((d) => [
      formatWireDate(d.date),
      d.total_deposit,
      d.total_withdraw,
      d.total_transactions,
      d.balance,
    ]),
    ['Total Sum', totals.deposit, totals.withdraw, totals.transactions, totals.balance],
  ];
}

const csvCell = (value: string | number) =>
  typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.dataPlayer, { access: reportAccess }, async (req, reply) => {
    const filter = scopeOf(actorOf(req), req.params.websiteCode, req.params.start, req.params.end);
    const { total, body } = await dataPlayerPage(app.db, filter, req.params);
    return reply.header('x-total-count', String(total)).send(body);
  });

  route(app, endpoints.searchDataPlayer, { access: reportAccess }, async (req, reply) => {
    const filter = scopeOf(
      actorOf(req),
      req.params.websiteCode,
      req.params.start,
      req.params.end,
      req.params.username,
    );
    const { total, body } = await dataPlayerPage(app.db, filter, req.params);
    return reply.header('x-total-count', String(total)).send(body);
  });

  route(app, endpoints.totalDataPlayer, { access: reportAccess }, async (req, reply) => {
    const filter = scopeOf(actorOf(req), req.params.websiteCode, req.params.start, req.params.end);
    const { total, body } = await gameSitePage(app.db, filter, req.params);
    return reply.header('x-total-count', String(total)).send(body);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    const { exportcsvtotaldataplayer, exportexceltotaldataplayer } = endpoints.gameSiteExport;
    route(
      app,
      format === 'csv' ? exportcsvtotaldataplayer : exportexceltotaldataplayer,
      { access: { roles: ROLES, website: { body: 'group', allowAll: true } } },
      async (req, reply) => {
        const ctx = app.actionContext(req);
        const filter = scopeOf(ctx.actor, req.body.group, req.body.start, req.body.end);
        const { body } = await gameSitePage(app.db, filter, null);
        const table = gameSiteTable(body.details, {
          deposit: body.grand_total_deposit,
          withdraw: body.grand_total_withdraw,
          transactions: body.grand_total_transactions,
          balance: body.total_balance,
        });
        const name = `gamesite_${filter.website ?? 'ALL'}_${formatWireDate(filter.start)}_${formatWireDate(filter.end)}.${format}`;
        await recordAction(
          app.db,
          ctx,
          filter.website,
          `Export ${format === 'csv' ? 'CSV' : 'Excel'} Game Site ${filter.website ?? 'ALL'} ${formatWireDate(filter.start)} s.d. ${formatWireDate(filter.end)}: ${body.details.length} hari`,
        );
        reply.header('content-disposition', contentDisposition(name));
        if (format === 'csv') {
          const text = '\uFEFF' + table.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
          return reply.header('content-type', 'text/csv; charset=utf-8').send(text);
        }
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Game Site');
        for (const row of table) sheet.addRow(row);
        sheet.getRow(1).font = { bold: true };
        sheet.getRow(table.length).font = { bold: true };
        const buffer = await workbook.xlsx.writeBuffer();
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(Buffer.from(buffer));
      },
    );
  }

  route(app, endpoints.dashboard, { access: reportAccess }, async (req) => {
    const actor = actorOf(req);
    const code = requireWebsiteAccess(actor, req.params.websiteCode, { allowAll: true });
    const all = await websites.listOptions(app.db, actor.role === 'ADMIN' ? null : actor.websiteId);
    const scope = code === 'ALL' ? all : all.filter((w) => w.website_code === code);
    return {
      date: req.params.date,
      websites: await dashboard(
        app.db,
        scope,
        req.params.date,
        app.clock(),
        actor.role === 'ADMIN' || actor.role === 'CHECKER',
      ),
      ...(actor.role === 'ADMIN' ? { chain_verification: await lastVerification(app.db) } : {}),
    };
  });
};
