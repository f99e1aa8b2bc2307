/** The matrix rows of the desk: uploads, review lists, bulk changes, upload history, the statement side. */
import { UPLOAD_ENDPOINTS, formatWireDate } from '@rekon/contracts';
import { UPLOAD_SAMPLES, sampleUpload } from '../upload-samples';
import { type MatrixEntry, staff, staffOwnWebsite } from './reach';

export const DESK_ROUTES: MatrixEntry[] = [
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
];
