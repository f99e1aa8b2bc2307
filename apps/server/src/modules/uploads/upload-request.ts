import {
  MANUAL_PROVIDERS,
  MSG,
  parseWireDate,
  type Bank,
  type IsoDate,
  type ManualProvider,
  type UploadEndpoint,
} from '@rekon/contracts';
import type { Db } from '../../db/client';
import * as websites from '../websites/websites.repository';
import { findActiveAccount, isStillActive } from '../akunbank/akunbank.repository';
import { requireWebsiteAccess, type Actor } from '../../http/access';
import { badRequest } from '../../http/errors';
import { ENDPOINTS, type EndpointSpec } from './upload-endpoints';

export interface UploadAccount {
  id: number;
  bank: string;
  name: string;
  number: string;
}

/** An upload's form, checked: everything the ingest needs besides the file. */
export interface UploadRequest {
  endpoint: UploadEndpoint;
  spec: EndpointSpec;
  website: { id: number; code: string; panel: 'NEXUS' | 'LUXE'; boScale: number };
  side: 'DEPO' | 'WD';
  account: UploadAccount | null;
  /** What the mutasi rows show as their corporate bank (`BCA HENDRA KUSNADI 4561237890`, `QRIS Solita`). */
  corporateLabel: string;
  provider: ManualProvider | null;
  statementDate: IsoDate | null;
}

const MANUAL_BANK: Record<ManualProvider, Bank | null> = {
  BRI: 'BRI',
  MANDIRI: 'MANDIRI',
  BNI: 'BNI',
  OVO: 'OVO',
  DANA: 'DANA',
  LINKAJA: 'LINKAJA',
  GOPAY: 'GOPAY',
  QRIS: null,
};

const field = (fields: ReadonlyMap<string, string>, name: string) => fields.get(name)?.trim() || undefined;

/**
 * The caller's website scope, from the fields read so far: refuses a website outside it with the same 403 as
 * `resolveUploadRequest`. Without the website field (not sent yet, or not at all) it has nothing to say.
 */
export function checkUploadScope(actor: Actor, fields: ReadonlyMap<string, string>): void {
  const code = field(fields, 'groups');
  if (code) requireWebsiteAccess(actor, code);
}

/**
 * Checks the form fields of an upload against the endpoint (formats.md) and the caller's scope. Runs after
 * the file was received and before a byte of it is parsed.
 */
export async function resolveUploadRequest(
  db: Db,
  endpoint: UploadEndpoint,
  fields: ReadonlyMap<string, string>,
  actor: Actor,
): Promise<UploadRequest> {
  const spec = ENDPOINTS[endpoint];
  const code = field(fields, 'groups');
  if (!code)
    throw badRequest(
      endpoint === '/api/mutasiupdepoqrisluxe' ? MSG.uploadNoQrisLuxeWebsite : MSG.uploadNoWebsite,
    );
  const websiteCode = requireWebsiteAccess(actor, code);
  const site = await websites.findByCode(db, websiteCode);
  if (!site) throw badRequest(MSG.websiteNotFound);
  if (spec.panel && site.website_panel !== spec.panel)
    throw badRequest(MSG.uploadWrongPanel(site.website_code, spec.panel));

  const side: string =
    spec.target === 'bo' ? spec.sides[0]! : (field(fields, 'jenis')?.toUpperCase() ?? 'DEPO');
  if (side !== 'DEPO' && side !== 'WD') throw badRequest(MSG.jenisInvalid);
  if (!spec.sides.includes(side)) throw badRequest(MSG.uploadSideNotOffered);

  let provider: ManualProvider | null = null;
  let accountBank: Bank | null = null;
  if (spec.account.kind === 'manual') {
    const value = field(fields, 'provider')?.toUpperCase();
    if (!value || !(MANUAL_PROVIDERS as readonly string[]).includes(value))
      throw badRequest(MSG.uploadUnknownManual);
    provider = value as ManualProvider;
    accountBank = MANUAL_BANK[provider];
  } else if (spec.account.kind === 'bank') {
    accountBank = spec.account.bank;
  }

  let account: UploadAccount | null = null;
  const number = field(fields, 'corporate_bank_no')?.replace(/[^0-9]/g, '');
  if (accountBank && !number) {
    throw badRequest(accountBank === 'BCA' ? MSG.uploadNoBcaAccount : MSG.uploadNoAccount);
  }
  // A gateway upload may name the account it settles into; it must then be one of the website's too.
  if (number && (accountBank || (spec.account.kind === 'none' && spec.target === 'mutasi'))) {
    const row = await findActiveAccount(db, {
      website: site.website_code,
      side,
      number,
      bank: accountBank ?? undefined,
    });
    if (!row) throw badRequest(MSG.uploadAccountNotActive);
    account = {
      id: row.akun_bank_id,
      bank: row.akun_bank_bank,
      name: row.akun_bank_name,
      number: row.akun_bank_no,
    };
  }

  const dateText = field(fields, 'dates');
  const statementDate = dateText ? parseWireDate(dateText) : null;
  if (dateText && !statementDate) throw badRequest(MSG.uploadBadDate);
  if (spec.statementDate && !statementDate) {
    throw badRequest(spec.statementDate === 'BCA' ? MSG.uploadNoBcaDate : MSG.uploadNoBniDate);
  }

  return {
    endpoint,
    spec,
    website: {
      id: site.website_id,
      code: site.website_code,
      panel: site.website_panel,
      boScale: site.website_bo_scale,
    },
    side,
    account,
    corporateLabel: account
      ? `${account.bank} ${account.name} ${account.number}`
      : provider === 'QRIS'
        ? 'QRIS'
        : spec.label,
    provider,
    statementDate,
  };
}

/**
 * The upload's website and account once its website is locked: both were checked when the request came, and a
 * removal or a switch-off may have committed while the upload waited. Answered as if it had come after it.
 */
export async function confirmUploadTarget(db: Db, request: UploadRequest): Promise<void> {
  if (!(await websites.findByCode(db, request.website.code, { forShare: true })))
    throw badRequest(MSG.websiteNotFound);
  if (request.account && !(await isStillActive(db, request.account.id)))
    throw badRequest(MSG.uploadAccountNotActive);
}
