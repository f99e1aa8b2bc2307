/**
 * The matrix rows of signing in, accounts, websites, the whitelist, rule replay, learned names, Data Bank and
 * Tracking.
 */
import { planToken } from '../../modules/rule-replay/replay.service';
import { type MatrixEntry, adminOnly, everyone, signedIn, staff, staffOwnWebsite } from './reach';

export const ADMIN_ROUTES: MatrixEntry[] = [
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
  { route: 'GET /api/docs', who: staff, scoped: false, request: async () => ({ url: '/api/docs' }) },

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
];
