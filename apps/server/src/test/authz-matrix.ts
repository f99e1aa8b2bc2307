/**
 * The authorization matrix (security.md B11, OWASP Authorization Testing Automation): for every /api route,
 * who may call it, and for website-scoped routes whether only for their own website. `http/authz.test.ts`
 * runs every cell against the real app and fails on any registered route missing from this table.
 *
 *   all  — allowed, for its own and for a foreign website (or resource)
 *   own  — allowed for its own website (or own account) only; a foreign one is refused
 *   none — refused (403 for a signed-in role, 401 for anonymous)
 *
 * Reads leave no Tracking row and changes exactly one, unless the entry says `auditedRead`.
 */
import { createHmac } from 'node:crypto';
import { formatWireDate, UPLOAD_ENDPOINTS } from '@rekon/contracts';
import type { FactoryContext } from './authz-context';
import { planToken } from '../modules/rule-replay/replay.service';
import { fixture, multipart } from './multipart';
import { sampleUpload, UPLOAD_SAMPLES } from './upload-samples';

export type Reach = 'all' | 'own' | 'none';
export type Who = 'ADMIN' | 'CHECKER' | 'CS' | 'anonymous';

export interface MatrixRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  route: string;
  who: Record<Who, Reach>;
  /** Whether the route has an own/foreign dimension (a website or an account it acts on). */
  scoped: boolean;
  /** A read that leaves a Tracking row all the same (an upload's original file, api.md "Uploads"). */
  auditedRead?: boolean;
  /** A foreign resource reads as unknown (404 like a missing id) to a caller allowed its own, not as 403. */
  foreignUnknown?: boolean;
  /** The panel of the cell's websites (Luxe endpoints need Luxe websites). */
  panel?: 'NEXUS' | 'LUXE';
  /** The route writes its audit row as someone other than the caller (a feed's push: the feed). */
  auditedAsOther?: boolean;
  /** A valid request for the caller; `variant` picks its own or a foreign website/resource. */
  request: (ctx: FactoryContext) => Promise<MatrixRequest>;
}

const everyone: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'all', CS: 'all', anonymous: 'all' };
const signedIn: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'all', CS: 'all', anonymous: 'none' };
const staff: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'all', CS: 'none', anonymous: 'none' };
const adminOnly: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'none', CS: 'none', anonymous: 'none' };
const staffOwnWebsite: Record<Who, Reach> = { ADMIN: 'all', CHECKER: 'own', CS: 'none', anonymous: 'none' };
const everyRoleOwnWebsite: Record<Who, Reach> = {
  ADMIN: 'all',
  CHECKER: 'own',
  CS: 'own',
  anonymous: 'none',
};

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

export const AUTHZ_MATRIX: MatrixEntry[] = [
  {
    route: 'GET /api/whitelist',
    who: everyone,
    scoped: false,
    request: async () => ({ url: '/api/whitelist' }),
  },
  {
    route: 'POST /api/login',
    who: everyone,
    scoped: false,
    request: async (ctx) => {
      const account = await ctx.make.account({ role: 'CS', websiteId: ctx.own.website_id });
      return {
        url: '/api/login',
        body: { account_name: account.account_name, account_password: account.password },
      };
    },
  },
  { route: 'POST /api/logout', who: everyone, scoped: false, request: async () => ({ url: '/api/logout' }) },
  { route: 'GET /api/me', who: signedIn, scoped: false, request: async () => ({ url: '/api/me' }) },
  { route: 'GET /api/docs', who: signedIn, scoped: false, request: async () => ({ url: '/api/docs' }) },

  // Admin accounts
  {
    route: 'GET /api/alladminacc/:pageSize/:page',
    who: staff,
    scoped: false,
    request: async () => ({ url: '/api/alladminacc/10/1' }),
  },
  {
    route: 'POST /api/addadminacc',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: '/api/addadminacc',
      body: {
        account_name: ctx.uniqueName(),
        account_password: 'Matriks-Rahasia-Kuat-1',
        account_role: 'CS',
        account_website: ctx.own.website_id,
      },
    }),
  },
  {
    route: 'PUT /api/updatestatusadminacc/:id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => {
      const target = await ctx.make.account({ role: 'CS', websiteId: ctx.own.website_id });
      return { url: `/api/updatestatusadminacc/${target.account_id}`, body: { account_status: false } };
    },
  },
  {
    route: 'PUT /api/unlockadminacc/:id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => {
      const target = await ctx.make.account({ role: 'CS', websiteId: ctx.own.website_id });
      return { url: `/api/unlockadminacc/${target.account_id}` };
    },
  },
  {
    route: 'DELETE /api/deleteadminacc/:id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => {
      const target = await ctx.make.account({ role: 'CS', websiteId: ctx.own.website_id });
      return { url: `/api/deleteadminacc/${target.account_id}` };
    },
  },
  {
    // "own" is the caller's own account; "foreign" another account.
    route: 'PUT /api/updatepassadminacc/:id',
    who: { ADMIN: 'all', CHECKER: 'own', CS: 'own', anonymous: 'none' },
    scoped: true,
    request: async (ctx) => {
      if (ctx.variant === 'own' && ctx.caller) {
        return {
          url: `/api/updatepassadminacc/${ctx.caller.account_id}`,
          body: { account_password: 'Matriks-Baru-Kuat-22', current_password: ctx.caller.password },
        };
      }
      const other = await ctx.make.account({ role: 'CS', websiteId: ctx.own.website_id });
      return {
        url: `/api/updatepassadminacc/${other.account_id}`,
        body: { account_password: 'Matriks-Baru-Kuat-22' },
      };
    },
  },

  // Websites
  {
    route: 'GET /api/websitelist',
    who: signedIn,
    scoped: false,
    request: async () => ({ url: '/api/websitelist' }),
  },
  {
    // An id nobody uploaded under reads as "receiving"; the answer is per account anyway.
    route: 'GET /api/uploadprogress/:id',
    who: staff,
    scoped: false,
    request: async () => ({ url: '/api/uploadprogress/unknown-upload-1' }),
  },
  {
    route: 'GET /api/deletewebsitelist',
    who: staff,
    scoped: false,
    request: async () => ({ url: '/api/deletewebsitelist' }),
  },
  {
    route: 'GET /api/viewwebsite/:pageSize/:page',
    who: staff,
    scoped: false,
    request: async () => ({ url: '/api/viewwebsite/100/1' }),
  },
  {
    route: 'POST /api/createwebsite',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: '/api/createwebsite',
      body: { website_name: 'Matriks', website_code: ctx.uniqueCode(), website_panel: 'NEXUS' },
    }),
  },
  {
    route: 'DELETE /api/deletewebsite/:website_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({ url: `/api/deletewebsite/${(await ctx.make.website()).website_id}` }),
  },
  {
    route: 'PUT /api/updatewebsite/:website_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/updatewebsite/${ctx.own.website_id}`,
      body: { website_bo_scale: 1 },
    }),
  },

  // Whitelist
  {
    route: 'GET /api/viewwhitelist/:pageSize/:page',
    who: staff,
    scoped: false,
    request: async () => ({ url: '/api/viewwhitelist/100/1' }),
  },
  {
    route: 'POST /api/createwhitelist',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({ url: '/api/createwhitelist', body: { whitelist_ip: ctx.uniqueIp() } }),
  },
  {
    route: 'DELETE /api/deletewhitelist/:Whitelist_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/deletewhitelist/${(await ctx.make.whitelist(ctx.uniqueIp())).whitelist_id}`,
    }),
  },
  {
    route: 'PUT /api/updatestatuswhitelist/:Whitelist_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/updatestatuswhitelist/${(await ctx.make.whitelist(ctx.uniqueIp())).whitelist_id}`,
      body: { Whitelist_status: false },
    }),
  },

  // Rule replay (decision 045): a website with no rows plans nothing, so its token is that of an empty plan.
  {
    route: 'GET /api/rulereplay/preview/:websiteCode/:from/:to',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/rulereplay/preview/${ctx.site.website_code}/01-Jun-2026/05-Jun-2026`,
    }),
  },
  {
    route: 'POST /api/rulereplay/apply',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => {
      const range = { website: ctx.site.website_code, from: '2026-06-01', to: '2026-06-05' };
      const empty = { added: [], reopened: [] };
      const token = planToken(range, [
        { scope: { side: 'DEPO' }, ...empty },
        { scope: { side: 'WD' }, ...empty },
      ]);
      return {
        url: '/api/rulereplay/apply',
        body: { website: range.website, from: '01-Jun-2026', to: '05-Jun-2026', preview_token: token },
      };
    },
  },

  // Learned names
  {
    route: 'GET /api/learnednames/:websiteCode/:pageSize/:page',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({ url: `/api/learnednames/${ctx.site.website_code}/100/1` }),
  },
  {
    route: 'DELETE /api/learnedname/:learned_name_id',
    who: adminOnly,
    scoped: false,
    request: async (ctx) => ({
      url: `/api/learnedname/${(await ctx.make.learnedName({ websiteCode: ctx.site.website_code })).learned_name_id}`,
    }),
  },

  // Data Bank
  {
    route: 'GET /api/akunbanklist/:websiteCode/:bank/:jenis',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/akunbanklist/${ctx.site.website_code}/bca/depo` }),
  },
  {
    route: 'GET /api/viewakunbank/:websiteCode/:pageSize/:page',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/viewakunbank/${ctx.site.website_code.toLowerCase()}/10/1` }),
  },
  {
    route: 'POST /api/createakunbank',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({
      url: '/api/createakunbank',
      body: {
        akun_bank_website: ctx.site.website_code,
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BCA',
        akun_bank_name: 'MATRIKS',
        akun_bank_no: ctx.uniqueDigits(),
      },
    }),
  },
  {
    route: 'DELETE /api/deleteakunbank/:akun_bank_id',
    who: adminOnly,
    scoped: true,
    request: async (ctx) => ({
      url: `/api/deleteakunbank/${(await ctx.make.akunBank({ websiteCode: ctx.site.website_code })).akun_bank_id}`,
    }),
  },
  {
    route: 'PUT /api/updatestatusakunbank/:akun_bank_id',
    who: adminOnly,
    scoped: true,
    request: async (ctx) => ({
      url: `/api/updatestatusakunbank/${(await ctx.make.akunBank({ websiteCode: ctx.site.website_code })).akun_bank_id}`,
      body: { akun_bank_status: false },
    }),
  },

  // Tracking
  {
    route: 'GET /api/tracking/:websiteCode/:pageSize/:page',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/tracking/${ctx.site.website_code}/10/1` }),
  },
  {
    route: 'GET /api/searchtracking/:websiteCode/:search/:pageSize/:page',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/searchtracking/${ctx.site.website_code}/login/10/1` }),
  },

  // Uploads: the website is a multipart field, checked against the caller's scope before the file is parsed.
  ...UPLOAD_ENDPOINTS.map((endpoint): MatrixEntry => ({
    route: `POST ${endpoint}`,
    who: staffOwnWebsite,
    scoped: true,
    panel: UPLOAD_SAMPLES[endpoint].panel,
    request: async (ctx) => {
      const { body, headers } = await sampleUpload(ctx.make, endpoint, ctx.site.website_code);
      return { url: endpoint, body, headers };
    },
  })),

  {
    // An upload's original file; a foreign upload reads as an unknown one, and every download is audited.
    route: 'GET /api/uploadfile/:uploadId',
    who: staffOwnWebsite,
    scoped: true,
    auditedRead: true,
    foreignUnknown: true,
    request: async (ctx) => {
      const upload = await ctx.make.upload({
        websiteCode: ctx.site.website_code,
        original: Buffer.from('Ticket Number,Deposit Amount\r\nD0000001,100000\r\n'),
      });
      return { url: `/api/uploadfile/${upload.upload_id}` };
    },
  },

  // Review lists: the website is in the path.
  ...(['viewbo', 'viewbowd', 'viewmutasi', 'viewmutasiwd'] as const).map((view): MatrixEntry => ({
    route: `GET /api/${view}/:date/:websiteCode/:status/:pageSize/:page`,
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/${view}/5-Jun-2026/${ctx.site.website_code}/all/100/1` }),
  })),
  ...(['searchbo', 'searchbowd', 'searchmutasi', 'searchmutasiwd'] as const).map((search): MatrixEntry => ({
    route: `GET /api/${search}/:date/:websiteCode/:status/:kind/:term/:pageSize/:page`,
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({
      url: `/api/${search}/05-Jun-2026/${ctx.site.website_code}/pending/string/budi/100/1`,
    }),
  })),
  // Bulk changes name rows by id: a foreign row is refused row by row (tested in review.test.ts).
  {
    route: 'PUT /api/updatebodepostts',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.boDeposit({ websiteCode: ctx.own.website_code });
      return { url: '/api/updatebodepostts', body: { arr: [{ bo_id: row.bo_id, ket_app: 'cek manual' }] } };
    },
  },
  {
    route: 'PUT /api/updatebosttswd',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.boWithdraw({ websiteCode: ctx.own.website_code });
      return {
        url: '/api/updatebosttswd',
        body: { arr: [{ wd_bo_id: row.wd_bo_id, wd_ket_app: 'cek manual' }] },
      };
    },
  },
  {
    route: 'PUT /api/deleteboid',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.boDeposit({ websiteCode: ctx.own.website_code });
      return { url: '/api/deleteboid', body: { arr: [{ bo_id: row.bo_id }] } };
    },
  },
  {
    route: 'PUT /api/deleteboidwd',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.boWithdraw({ websiteCode: ctx.own.website_code });
      return { url: '/api/deleteboidwd', body: { arr: [{ wd_bo_id: row.wd_bo_id }] } };
    },
  },
  // Upload history (decision 056): a foreign upload reads as an unknown one.
  {
    route: 'GET /api/uploadhistory/:websiteCode/:pageSize/:page',
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({ url: `/api/uploadhistory/${ctx.site.website_code}/100/1` }),
  },
  {
    route: 'POST /api/undoupload/:uploadId',
    who: staffOwnWebsite,
    scoped: true,
    foreignUnknown: true,
    request: async (ctx) => {
      const upload = await ctx.make.upload({ websiteCode: ctx.site.website_code });
      await ctx.make.boDeposit({ websiteCode: ctx.site.website_code, uploadId: upload.upload_id });
      return { url: `/api/undoupload/${upload.upload_id}`, body: { remark: 'salah file' } };
    },
  },
  // The statement side of the desk (decision 054): a foreign statement row reads as an unknown one.
  ...(['saranmutasi', 'saranmutasiwd'] as const).map((path): MatrixEntry => ({
    route: `GET /api/${path}/:mutasiId`,
    who: staffOwnWebsite,
    scoped: true,
    foreignUnknown: true,
    request: async (ctx) => {
      const row =
        path === 'saranmutasi'
          ? await ctx.make.mutasiDeposit({ websiteCode: ctx.site.website_code })
          : await ctx.make.mutasiWithdraw({ websiteCode: ctx.site.website_code });
      return { url: `/api/${path}/${row.id}` };
    },
  })),
  {
    route: 'PUT /api/explainmutasi',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.mutasiDeposit({ websiteCode: ctx.own.website_code });
      return {
        url: '/api/explainmutasi',
        body: { arr: [{ mutasi_id: row.mutasi_id, category: 'REFUND', remark: 'refund pemain' }] },
      };
    },
  },
  {
    route: 'PUT /api/explainmutasiwd',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.mutasiWithdraw({ websiteCode: ctx.own.website_code });
      return {
        url: '/api/explainmutasiwd',
        body: { arr: [{ mutasiwd_id: row.mutasiwd_id, category: 'BANK_FEE', remark: 'biaya admin' }] },
      };
    },
  },
  {
    route: 'PUT /api/undobo',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.boDeposit({ websiteCode: ctx.own.website_code, approved: true });
      return { url: '/api/undobo', body: { arr: [{ bo_id: row.bo_id, remark: 'salah approve' }] } };
    },
  },
  {
    route: 'PUT /api/undobowd',
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row = await ctx.make.boWithdraw({ websiteCode: ctx.own.website_code, approved: true });
      return { url: '/api/undobowd', body: { arr: [{ wd_bo_id: row.wd_bo_id, remark: 'salah approve' }] } };
    },
  },
  ...(['undomutasi', 'undomutasiwd'] as const).map((path): MatrixEntry => ({
    route: `PUT /api/${path}`,
    who: staff,
    scoped: false,
    request: async (ctx) => {
      const row =
        path === 'undomutasi'
          ? await ctx.make.mutasiDeposit({ websiteCode: ctx.own.website_code, explained: 'EXPLAIN_REFUND' })
          : await ctx.make.mutasiWithdraw({ websiteCode: ctx.own.website_code, explained: 'EXPLAIN_OTHER' });
      return {
        url: `/api/${path}`,
        body: {
          arr: [{ [path === 'undomutasi' ? 'mutasi_id' : 'mutasiwd_id']: row.id, remark: 'salah jelaskan' }],
        },
      };
    },
  })),
  ...[
    'exportcsvviewbo',
    'exportexcelviewbo',
    'exportcsvlviewbowd',
    'exportexcelviewbowd',
    'exportcsvviewmutasi',
    'exportexcelviewmutasi',
    'exportcsvviewmutasiwd',
    'exportexcelviewmutasiwd',
  ].map((path): MatrixEntry => ({
    route: `POST /api/${path}`,
    who: staffOwnWebsite,
    scoped: true,
    request: async (ctx) => ({
      url: `/api/${path}`,
      body: { date: '05-Jun-2026', status: 'all', group: ctx.site.website_code },
    }),
  })),
  {
    // A CHECKER may delete recent data of any website here (spec section 6).
    route: 'DELETE /api/deletebomutasi',
    who: staff,
    scoped: true,
    request: async (ctx) => {
      const row = await ctx.make.boDeposit({ websiteCode: ctx.site.website_code });
      return {
        url: '/api/deletebomutasi',
        body: { date: formatWireDate(row.businessDate), group: ctx.site.website_code },
      };
    },
  },

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
