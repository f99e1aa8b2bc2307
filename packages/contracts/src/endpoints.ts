import './zod-setup';
import { z } from 'zod';
import { AccountRow, AddAccountBody, UpdateAccountStatusBody, UpdatePasswordBody } from './accounts';
import { AkunBankOption, AkunBankRow, CreateAkunBankBody, UpdateAkunBankStatusBody } from './akunbank';
import { LoginBody, LoginResponse, Me, WhitelistCheck } from './auth';
import { OkBody, PageParams, PathId, SearchTerm, WebsiteParam } from './common';
import {
  CreateFeedAnswer,
  CreateFeedBody,
  FeedListAnswer,
  FeedPushAnswer,
  FeedTestAnswer,
  UpdateFeedBody,
} from './feeds';
import {
  ReviewSignalQuery,
  RiskSettings,
  RiskSettingsBody,
  RiskSettingsResponse,
  RiskSignalsResponse,
} from './insights';
import { LearnedNameRow } from './learned-names';
import { MSG } from './messages';
import { ReplayApplyBody, ReplayApplyResponse, ReplayParams, ReplayPreviewResponse } from './replay';
import { DashboardResponse, DataPlayerResponse, GameSiteResponse, ReportExportBody } from './reports';
import {
  BoDepositRow,
  BoStatus,
  BoWithdrawRow,
  BulkResponse,
  DeleteBoDepositBody,
  DeleteBoMutasiBody,
  DeleteBoMutasiResponse,
  DeleteBoWithdrawBody,
  ExplainMutasiBody,
  ExplainMutasiWdBody,
  ExportBody,
  MutasiDepositRow,
  MutasiSaranResponse,
  MutasiWithdrawRow,
  SearchKind,
  UpdateBoDepositBody,
  UpdateBoWithdrawBody,
  UndoBoBody,
  UndoBoWdBody,
  UndoMutasiBody,
  UndoMutasiWdBody,
  WireDate,
} from './review';
import { TrackingRow } from './tracking';
import {
  UPLOAD_ENDPOINTS,
  UndoUploadBody,
  UndoUploadResponse,
  UploadFileParams,
  UploadHistoryRow,
  UploadProgress,
  UploadProgressParams,
  UploadResponse,
  type UploadEndpoint,
} from './uploads';
import { CreateWebsiteBody, UpdateWebsiteBody, WebsiteOption, WebsiteRow } from './websites';
import { CreateWhitelistBody, UpdateWhitelistStatusBody, WhitelistRow } from './whitelist';

/**
 * The endpoint table (decision 065): every route of the API once, with its method, its path (`:name` placeholders
 * exactly as the server registers them) and the zod schemas of its parameters, query, body and answers. The server
 * registers its routes from it (and the OpenAPI document follows from those), the web builds every path from it
 * with `pathOf`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
  /** Left out of the OpenAPI document (the document's own route). */
  hide?: boolean;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchema = EndpointSchema,
> {
  readonly method: M;
  readonly path: P;
  readonly schema: S;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an endpoint with no schema at all
function endpoint<M extends HttpMethod, P extends string, S extends EndpointSchema = {}>(
  method: M,
  path: P,
  schema: S = {} as S,
): Endpoint<M, P, S> {
  return Object.freeze({ method, path, schema });
}

/** Endpoints that differ only in their last path segment, keyed by it: `/api/${name}`. */
function family<const N extends string, M extends HttpMethod, S extends EndpointSchema>(
  names: readonly N[],
  method: M,
  schema: S,
): { readonly [K in N]: Endpoint<M, `/api/${K}`, S> } {
  return Object.fromEntries(names.map((name) => [name, endpoint(method, `/api/${name}`, schema)])) as {
    readonly [K in N]: Endpoint<M, `/api/${K}`, S>;
  };
}

// Shared parameter shapes.
const WebsiteParams = z.object({ websiteCode: WebsiteParam });
const WebsitePageParams = PageParams.extend({ websiteCode: WebsiteParam });
const ReportRangeParams = PageParams.extend({ websiteCode: WebsiteParam, start: WireDate, end: WireDate });
const ReviewViewParams = PageParams.extend({ date: WireDate, websiteCode: WebsiteParam, status: BoStatus });
const ReviewSearchParams = ReviewViewParams.extend({ kind: SearchKind, term: SearchTerm(100).min(1) });
const SaranParams = z.object({
  mutasiId: z.coerce.number(MSG.idInvalid).int(MSG.idInvalid).positive(MSG.idInvalid),
});
const SaranQuery = z.object({ ticket: SearchTerm(40).optional() });
const FeedParams = z.object({ feed_id: PathId });
/** `depo` or `wd` in any case, as the upload screen sends it. */
const JenisSegment = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['depo', 'wd'], MSG.jenisInvalid))
  .transform((value) => (value === 'depo' ? ('DEPO' as const) : ('WD' as const)));

const reviewList = <R extends z.ZodType>(view: string, search: string, row: R) => ({
  view: endpoint('GET', `/api/${view}/:date/:websiteCode/:status/:pageSize/:page`, {
    params: ReviewViewParams,
    querystring: ReviewSignalQuery,
    response: { 200: z.array(row) },
  }),
  search: endpoint('GET', `/api/${search}/:date/:websiteCode/:status/:kind/:term/:pageSize/:page`, {
    params: ReviewSearchParams,
    querystring: ReviewSignalQuery,
    response: { 200: z.array(row) },
  }),
});
const boList = reviewList('viewbo', 'searchbo', BoDepositRow);
const boWdList = reviewList('viewbowd', 'searchbowd', BoWithdrawRow);
const mutasiList = reviewList('viewmutasi', 'searchmutasi', MutasiDepositRow);
const mutasiWdList = reviewList('viewmutasiwd', 'searchmutasiwd', MutasiWithdrawRow);

/** The 18 upload endpoints (spec section 7), keyed by their segment: `endpoints.uploads.checkdata`. */
export type UploadName = UploadEndpoint extends `/api/${infer N}` ? N : never;
const UPLOAD_NAMES = UPLOAD_ENDPOINTS.map((path) => path.slice('/api/'.length) as UploadName);

/** The nine template paths (formats.md "Templates"); the BRI Manual Excel one is `templatemutasimanual?bank=bri`. */
const TEMPLATE_NAMES = [
  'templatemutasibankbca',
  'templatemutasibankbniinternetbanking',
  'templatemutasibankbnimobile',
  'templatemutasibankmandiri',
  'templatemutasimanual',
  'templatemutasiautoqr',
  'templatemutasiautotx',
  'templatemutasinexuspay',
  'templatemutasiqris',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export const endpoints = {
  // Sign-in and the session (auth).
  login: endpoint('POST', '/api/login', { body: LoginBody, response: { 200: LoginResponse } }),
  logout: endpoint('POST', '/api/logout', { response: { 200: OkBody } }),
  me: endpoint('GET', '/api/me', { response: { 200: Me } }),

  // Websites.
  websiteList: endpoint('GET', '/api/websitelist', { response: { 200: z.array(WebsiteOption) } }),
  deleteWebsiteList: endpoint('GET', '/api/deletewebsitelist', { response: { 200: z.array(WebsiteOption) } }),
  viewWebsite: endpoint('GET', '/api/viewwebsite/:pageSize/:page', {
    params: PageParams,
    response: { 200: z.array(WebsiteRow) },
  }),
  createWebsite: endpoint('POST', '/api/createwebsite', { body: CreateWebsiteBody }),
  deleteWebsite: endpoint('DELETE', '/api/deletewebsite/:website_id', {
    params: z.object({ website_id: PathId }),
    response: { 200: OkBody },
  }),
  updateWebsite: endpoint('PUT', '/api/updatewebsite/:website_id', {
    params: z.object({ website_id: PathId }),
    body: UpdateWebsiteBody,
    response: { 200: OkBody },
  }),

  // Accounts.
  accountList: endpoint('GET', '/api/alladminacc/:pageSize/:page', {
    params: PageParams,
    response: { 200: z.array(AccountRow) },
  }),
  addAccount: endpoint('POST', '/api/addadminacc', { body: AddAccountBody }),
  updateAccountStatus: endpoint('PUT', '/api/updatestatusadminacc/:id', {
    params: z.object({ id: PathId }),
    body: UpdateAccountStatusBody,
    response: { 200: OkBody },
  }),
  deleteAccount: endpoint('DELETE', '/api/deleteadminacc/:id', {
    params: z.object({ id: PathId }),
    response: { 200: OkBody },
  }),
  /** Lifts the sign-in locks of an account (decision 062). */
  unlockAccount: endpoint('PUT', '/api/unlockadminacc/:id', {
    params: z.object({ id: PathId }),
    response: { 200: OkBody },
  }),
  updatePassword: endpoint('PUT', '/api/updatepassadminacc/:id', {
    params: z.object({ id: PathId }),
    body: UpdatePasswordBody,
    response: { 200: OkBody },
  }),

  // Data Bank accounts.
  akunBankList: endpoint('GET', '/api/akunbanklist/:websiteCode/:bank/:jenis', {
    params: z.object({ websiteCode: WebsiteParam, bank: z.string().min(1), jenis: JenisSegment }),
    response: { 200: z.array(AkunBankOption) },
  }),
  viewAkunBank: endpoint('GET', '/api/viewakunbank/:websiteCode/:pageSize/:page', {
    params: WebsitePageParams,
    response: { 200: z.array(AkunBankRow) },
  }),
  createAkunBank: endpoint('POST', '/api/createakunbank', { body: CreateAkunBankBody }),
  deleteAkunBank: endpoint('DELETE', '/api/deleteakunbank/:akun_bank_id', {
    params: z.object({ akun_bank_id: PathId }),
    response: { 200: OkBody },
  }),
  updateAkunBankStatus: endpoint('PUT', '/api/updatestatusakunbank/:akun_bank_id', {
    params: z.object({ akun_bank_id: PathId }),
    body: UpdateAkunBankStatusBody,
    response: { 200: OkBody },
  }),

  // Convert Mutasi (multipart in, CSV out) and the template downloads (CSV out).
  convert: family(['uploadfixbnimobileformat', 'uploadfixmandiriformat', 'uploadfixqrisformat'], 'POST', {}),
  templates: family(TEMPLATE_NAMES, 'GET', {}),

  // The OpenAPI document itself.
  docs: endpoint('GET', '/api/docs', { hide: true }),

  // Risk signals and their thresholds.
  riskSignals: endpoint('GET', '/api/risksignals/:websiteCode/:date', {
    params: WebsiteParams.extend({ date: WireDate }),
    response: { 200: RiskSignalsResponse },
  }),
  riskSettings: endpoint('GET', '/api/risksettings/:websiteCode', {
    params: WebsiteParams,
    response: { 200: RiskSettings },
  }),
  saveRiskSettings: endpoint('PUT', '/api/risksettings/:websiteCode', {
    params: WebsiteParams,
    body: RiskSettingsBody,
    response: { 200: RiskSettingsResponse },
  }),

  // Learned names.
  learnedNames: endpoint('GET', '/api/learnednames/:websiteCode/:pageSize/:page', {
    params: WebsitePageParams,
    response: { 200: z.array(LearnedNameRow) },
  }),
  deleteLearnedName: endpoint('DELETE', '/api/learnedname/:learned_name_id', {
    params: z.object({ learned_name_id: PathId }),
    response: { 200: OkBody },
  }),

  // Reports: Data Player, Game Site, their exports, the dashboard.
  dataPlayer: endpoint('GET', '/api/dataplayer/:websiteCode/:start/:end/:pageSize/:page', {
    params: ReportRangeParams,
    response: { 200: DataPlayerResponse },
  }),
  searchDataPlayer: endpoint(
    'GET',
    '/api/searchdataplayer/:username/:websiteCode/:start/:end/:pageSize/:page',
    {
      params: ReportRangeParams.extend({ username: SearchTerm(100).trim().min(1) }),
      response: { 200: DataPlayerResponse },
    },
  ),
  totalDataPlayer: endpoint('GET', '/api/totaldataplayer/:websiteCode/:start/:end/:pageSize/:page', {
    params: ReportRangeParams,
    response: { 200: GameSiteResponse },
  }),
  gameSiteExport: family(['exportcsvtotaldataplayer', 'exportexceltotaldataplayer'], 'POST', {
    body: ReportExportBody,
  }),
  dashboard: endpoint('GET', '/api/dashboard/:websiteCode/:date', {
    params: z.object({ websiteCode: WebsiteParam, date: WireDate }),
    response: { 200: DashboardResponse },
  }),

  // Review: the four lists and their searches, approve and delete, the exports, the /delete screen.
  viewbo: boList.view,
  searchbo: boList.search,
  viewbowd: boWdList.view,
  searchbowd: boWdList.search,
  viewmutasi: mutasiList.view,
  searchmutasi: mutasiList.search,
  viewmutasiwd: mutasiWdList.view,
  searchmutasiwd: mutasiWdList.search,
  updatebodepostts: endpoint('PUT', '/api/updatebodepostts', {
    body: UpdateBoDepositBody,
    response: { 200: BulkResponse },
  }),
  updatebosttswd: endpoint('PUT', '/api/updatebosttswd', {
    body: UpdateBoWithdrawBody,
    response: { 200: BulkResponse },
  }),
  deleteboid: endpoint('PUT', '/api/deleteboid', {
    body: DeleteBoDepositBody,
    response: { 200: BulkResponse },
  }),
  deleteboidwd: endpoint('PUT', '/api/deleteboidwd', {
    body: DeleteBoWithdrawBody,
    response: { 200: BulkResponse },
  }),
  // The statement side of the desk (decisions 054, 055): a pending statement row's reason and nearest requests,
  // its explanation without a BO row, and undoing what was settled, from either row.
  saranmutasi: endpoint('GET', '/api/saranmutasi/:mutasiId', {
    params: SaranParams,
    querystring: SaranQuery,
    response: { 200: MutasiSaranResponse },
  }),
  saranmutasiwd: endpoint('GET', '/api/saranmutasiwd/:mutasiId', {
    params: SaranParams,
    querystring: SaranQuery,
    response: { 200: MutasiSaranResponse },
  }),
  explainmutasi: endpoint('PUT', '/api/explainmutasi', {
    body: ExplainMutasiBody,
    response: { 200: BulkResponse },
  }),
  explainmutasiwd: endpoint('PUT', '/api/explainmutasiwd', {
    body: ExplainMutasiWdBody,
    response: { 200: BulkResponse },
  }),
  undobo: endpoint('PUT', '/api/undobo', { body: UndoBoBody, response: { 200: BulkResponse } }),
  undobowd: endpoint('PUT', '/api/undobowd', { body: UndoBoWdBody, response: { 200: BulkResponse } }),
  undomutasi: endpoint('PUT', '/api/undomutasi', { body: UndoMutasiBody, response: { 200: BulkResponse } }),
  undomutasiwd: endpoint('PUT', '/api/undomutasiwd', {
    body: UndoMutasiWdBody,
    response: { 200: BulkResponse },
  }),
  /** The spec's export paths, typo included (`exportcsvlviewbowd`). */
  reviewExport: family(
    [
      'exportcsvviewbo',
      'exportexcelviewbo',
      'exportcsvlviewbowd',
      'exportexcelviewbowd',
      'exportcsvviewmutasi',
      'exportexcelviewmutasi',
      'exportcsvviewmutasiwd',
      'exportexcelviewmutasiwd',
    ],
    'POST',
    { body: ExportBody },
  ),
  deleteBoMutasi: endpoint('DELETE', '/api/deletebomutasi', {
    body: DeleteBoMutasiBody,
    response: { 200: DeleteBoMutasiResponse },
  }),

  // Rule replay.
  replayPreview: endpoint('GET', '/api/rulereplay/preview/:websiteCode/:from/:to', {
    params: ReplayParams,
    response: { 200: ReplayPreviewResponse },
  }),
  replayApply: endpoint('POST', '/api/rulereplay/apply', {
    body: ReplayApplyBody,
    response: { 200: ReplayApplyResponse },
  }),

  // Tracking.
  tracking: endpoint('GET', '/api/tracking/:websiteCode/:pageSize/:page', {
    params: WebsitePageParams,
    response: { 200: z.array(TrackingRow) },
  }),
  searchTracking: endpoint('GET', '/api/searchtracking/:websiteCode/:search/:pageSize/:page', {
    params: WebsitePageParams.extend({ search: SearchTerm(200) }),
    response: { 200: z.array(TrackingRow) },
  }),

  // Uploads.
  uploads: family(UPLOAD_NAMES, 'POST', { response: { 200: UploadResponse } }),
  uploadProgress: endpoint('GET', '/api/uploadprogress/:id', {
    params: UploadProgressParams,
    response: { 200: UploadProgress },
  }),
  uploadFile: endpoint('GET', '/api/uploadfile/:uploadId', { params: UploadFileParams }),

  // The IP whitelist and the web app's IP gate.
  whitelist: endpoint('GET', '/api/whitelist', { response: { 200: WhitelistCheck, 403: WhitelistCheck } }),
  viewWhitelist: endpoint('GET', '/api/viewwhitelist/:pageSize/:page', {
    params: PageParams,
    response: { 200: z.array(WhitelistRow) },
  }),
  createWhitelist: endpoint('POST', '/api/createwhitelist', { body: CreateWhitelistBody }),
  deleteWhitelist: endpoint('DELETE', '/api/deletewhitelist/:Whitelist_id', {
    params: z.object({ Whitelist_id: PathId }),
    response: { 200: OkBody },
  }),
  updateWhitelistStatus: endpoint('PUT', '/api/updatestatuswhitelist/:Whitelist_id', {
    params: z.object({ Whitelist_id: PathId }),
    body: UpdateWhitelistStatusBody,
    response: { 200: OkBody },
  }),

  // Live statement feeds (feeds.md, decision 057): the ADMIN's feeds, and the push a mutation-watch service sends.
  feeds: endpoint('GET', '/api/feeds', { response: { 200: FeedListAnswer } }),
  createFeed: endpoint('POST', '/api/feeds', { body: CreateFeedBody, response: { 201: CreateFeedAnswer } }),
  updateFeed: endpoint('PUT', '/api/feeds/:feed_id', {
    params: FeedParams,
    body: UpdateFeedBody,
    response: { 200: OkBody },
  }),
  deleteFeed: endpoint('DELETE', '/api/feeds/:feed_id', { params: FeedParams, response: { 200: OkBody } }),
  testFeed: endpoint('POST', '/api/feeds/:feed_id/test', {
    params: FeedParams,
    response: { 200: FeedTestAnswer },
  }),
  /** No session: the feed's signature and allowed addresses gate it; the body is read raw. */
  feedPush: endpoint('POST', '/api/feed/push/:feed_id', {
    params: FeedParams,
    response: { 200: FeedPushAnswer },
  }),

  // Upload history (decision 056): each upload of a website, and undoing one within 24 hours.
  uploadHistory: endpoint('GET', '/api/uploadhistory/:websiteCode/:pageSize/:page', {
    params: WebsitePageParams,
    response: { 200: z.array(UploadHistoryRow) },
  }),
  undoUpload: endpoint('POST', '/api/undoupload/:uploadId', {
    params: z.object({ uploadId: PathId }),
    body: UndoUploadBody,
    response: { 200: UndoUploadResponse },
  }),
} as const;

/** Every endpoint of the table, families unfolded, in table order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((entry: Endpoint | Record<string, Endpoint>) =>
    'method' in entry && typeof entry.method === 'string'
      ? [entry as Endpoint]
      : Object.values(entry as Record<string, Endpoint>),
  );
}

/** The `:name` placeholders of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values `pathOf` fills an endpoint's placeholders with. */
export type PathParamsOf<E extends Endpoint> = { readonly [K in PathParamNames<E['path']>]: string | number };

/** A query string's values; undefined ones are left out. */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/** What `pathOf` takes after the endpoint: its placeholders' values (none for a path without any), and a query. */
export type PathArgs<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: QueryValues]
  : [params: PathParamsOf<E>, query?: QueryValues];

/**
 * The path of a call to `endpoint`: each `:name` filled with `params[name]`, URI-encoded, and the query appended.
 * The one way the web app builds an API path.
 */
export function pathOf<E extends Endpoint>(endpoint: E, ...[params, query]: PathArgs<E>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number | undefined>>;
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`pathOf ${endpoint.method} ${endpoint.path}: no value for :${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
