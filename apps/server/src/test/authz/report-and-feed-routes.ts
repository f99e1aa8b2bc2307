/** The matrix rows of reports, risk signals, Convert Mutasi, templates and live feeds. */
import { createHmac } from 'node:crypto';
import type { FactoryContext } from '../authz-context';
import { fixture, multipart } from '../multipart';
import {
  type MatrixEntry,
  type MatrixRequest,
  adminOnly,
  everyRoleOwnWebsite,
  everyone,
  staff,
  staffOwnWebsite,
} from './reach';

/** A signed one-row push for today to a new feed of the cell's website, as a mutation-watch service sends it. */
async function signedPush(ctx: FactoryContext): Promise<MatrixRequest> {
  const made = await ctx.make.pushFeed({ websiteCode: ctx.site.website_code });
  const wib = new Date(Date.now() + 7 * 3_600_000).toISOString();
  const body = JSON.stringify([
    {
      account_number: made.account.akun_bank_no,
      date: `${wib.slice(0, 10)} ${wib.slice(11, 19)}`,
      description: 'TRSF E-BANKING CR 0101/FTSCY/WS95031 50000.00BUDI SANTOSO',
      amount: 50000,
      type: 'CR',
      mutation_id: ctx.uniqueName(),
    },
  ]);
  return {
    url: `/api/feed/push/${made.feed_id}`,
    body,
    headers: {
      'content-type': 'application/json',
      signature: createHmac('sha256', made.secret).update(body).digest('hex'),
    },
  };
}

export const REPORT_AND_FEED_ROUTES: MatrixEntry[] = [
  // Reports: every role, within its website (api.md: CS reaches the data-player reports).
  ...[
    'GET /api/dataplayer/:websiteCode/:start/:end/:pageSize/:page',
    'GET /api/searchdataplayer/:username/:websiteCode/:start/:end/:pageSize/:page',
    'GET /api/totaldataplayer/:websiteCode/:start/:end/:pageSize/:page',
    'GET /api/dashboard/:websiteCode/:date',
  ].map((route): MatrixEntry => ({
    route,
    who: everyRoleOwnWebsite,
    scoped: true,
    request: async (ctx) => {
      const code = ctx.site.website_code;
      const urls: Record<string, string> = {
        'GET /api/dataplayer/:websiteCode/:start/:end/:pageSize/:page': `/api/dataplayer/${code}/01-Jun-2026/05-Jun-2026/50/1`,
        'GET /api/searchdataplayer/:username/:websiteCode/:start/:end/:pageSize/:page': `/api/searchdataplayer/budi/${code}/01-Jun-2026/05-Jun-2026/50/1`,
        'GET /api/totaldataplayer/:websiteCode/:start/:end/:pageSize/:page': `/api/totaldataplayer/${code}/01-Jun-2026/05-Jun-2026/50/1`,
        'GET /api/dashboard/:websiteCode/:date': `/api/dashboard/${code}/05-Jun-2026`,
      };
      return { url: urls[route]! };
    },
  })),
  // Risk signals (decision 044): staff within their website; thresholds changed by an ADMIN only.
  {
    route: 'GET /api/risksignals/:websiteCode/:date',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/risksignals/${ctx.site.website_code}/05-Jun-2026` }),
  },
  {
    route: 'GET /api/risksettings/:websiteCode',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/risksettings/${ctx.site.website_code}` }),
  },
  {
    route: 'PUT /api/risksettings/:websiteCode',
    who: adminOnly,
    scoped: true,
    request: async (ctx) => ({
      url: `/api/risksettings/${ctx.site.website_code}`,
      body: { sender_min_users: 4, user_min_senders: 3 },
    }),
  },
  ...['exportcsvtotaldataplayer', 'exportexceltotaldataplayer'].map((path): MatrixEntry => ({
    route: `POST /api/${path}`,
    who: everyRoleOwnWebsite,
    scoped: true,
    request: async (ctx) => ({
      url: `/api/${path}`,
      body: { start: '01-Jun-2026', end: '05-Jun-2026', group: ctx.site.website_code },
    }),
  })),

  // Convert Mutasi and the templates: staff, no website.
  ...(
    [
      ['/api/uploadfixbnimobileformat', 'bni/bni-mobile.xlsx'],
      ['/api/uploadfixmandiriformat', 'mandiri/livin-estatement.xlsx'],
      ['/api/uploadfixqrisformat', 'qris/qris-vendor.xlsx'],
    ] as const
  ).map(([path, file]): MatrixEntry => ({
    route: `POST ${path}`,
    who: staff,
    scoped: false,
    request: async () => {
      const { body, headers } = multipart(
        {},
        { name: file.split('/').pop()!, content: fixture(file), contentType: 'application/octet-stream' },
      );
      return { url: path, body, headers };
    },
  })),
  ...[
    'mutasibankbca',
    'mutasibankbniinternetbanking',
    'mutasibankbnimobile',
    'mutasibankmandiri',
    'mutasimanual',
    'mutasiautoqr',
    'mutasiautotx',
    'mutasinexuspay',
    'mutasiqris',
  ].map((name): MatrixEntry => ({
    route: `GET /api/template${name}`,
    who: staff,
    scoped: false,
    request: async () => ({ url: `/api/template${name}` }),
  })),

  // Live statement feeds (decision 057). The push is gated by its signature, not by a session: anyone holding the
  // feed's secret may push, whoever is signed in; its audit row names the feed.
  {
    route: 'POST /api/feed/push/:feed_id',
    who: everyone,
    scoped: false,
    auditedAsOther: true,
    request: signedPush,
  },
  { route: 'GET /api/feeds', who: staff, scoped: false, request: async () => ({ url: '/api/feeds' }) },
  {
    route: 'POST /api/feeds',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: '/api/feeds',
      body: {
        akun_bank_id: (await ctx.make.akunBank({ websiteCode: ctx.site.website_code })).akun_bank_id,
        feed_name: ctx.uniqueName(),
        feed_kind: 'push',
        feed_secret: 'rahasia-matriks-0123456789',
      },
    }),
  },
  {
    route: 'PUT /api/feeds/:feed_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/feeds/${(await ctx.make.pushFeed({ websiteCode: ctx.site.website_code })).feed_id}`,
      body: { feed_enabled: false },
    }),
  },
  {
    route: 'DELETE /api/feeds/:feed_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/feeds/${(await ctx.make.pushFeed({ websiteCode: ctx.site.website_code })).feed_id}`,
    }),
  },
  {
    route: 'POST /api/feeds/:feed_id/test',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/feeds/${(await ctx.make.pushFeed({ websiteCode: ctx.site.website_code })).feed_id}/test`,
    }),
  },
];
