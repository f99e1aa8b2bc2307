import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN } from './accounts';
import type { ApiSession } from './api';
import { repoRoot } from './server';

/** A sample file of the shared fixtures, as it is (never copied or edited). */
export const fixture = (relative: string) => readFileSync(path.join(repoRoot, 'fixtures', relative));

/** The labelled day of the fixtures: website ABC, 5 June 2026 (fixtures/README.md). */
export const ABC_DAY = {
  code: 'ABC',
  // The name the review screens' tests give it too: whichever file runs first creates it.
  name: 'ABC NEXUS',
  date: '05-Jun-2026',
  isoDate: '2026-06-05',
  depositCount: 39,
  depositTotal: 7_275_000,
  account: { name: 'HENDRA KUSNADI', number: '4561237890' },
} as const;

export interface UploadAnswer {
  status: boolean;
  data: { message: string }[];
  summary?: { rows_inserted: number; rows_duplicate: number };
}

/** A signed-in cookie for the multipart uploads, which ApiSession (JSON only) does not send. */
async function sessionCookie(baseUrl: string, name: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: name, account_password: password }),
  });
  const token = /token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !token) throw new Error(`Sign-in of ${name} for uploads failed: ${response.status}`);
  return token;
}

/** Uploads one CSV as the Upload screen does: multipart, file field `myfile`, plus the form fields. */
export async function upload(
  baseUrl: string,
  endpoint: string,
  fields: Record<string, string>,
  file: { name: string; content: Buffer | string },
): Promise<UploadAnswer> {
  const cookie = await sessionCookie(baseUrl, ADMIN.name, ADMIN.password);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  form.append('myfile', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), file.name);
  const response = await fetch(`${baseUrl}${endpoint}`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await response.json()) as UploadAnswer & { message?: string };
  if (!response.ok) throw new Error(`${endpoint} ${file.name} → ${response.status}: ${body.message ?? ''}`);
  return body;
}

/** Runs a setup call that another test file of the same run may already have made (409: it exists). */
async function unlessExists(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('→ 409')) throw error;
  }
}

export interface WebsiteRef {
  website_id: number;
  website_name: string;
  website_code: string;
}

/** A website by its code (its name is whatever the file that created it chose). */
export async function findWebsite(admin: ApiSession, code: string): Promise<WebsiteRef> {
  const websites = await admin.call<WebsiteRef[]>('GET', '/api/websitelist');
  const found = websites.find((website) => website.website_code === code);
  if (!found) throw new Error(`Website ${code} does not exist.`);
  return found;
}

/**
 * Website ABC with its deposit account, its BO export and its BCA statement of 5 June 2026. Uploads are
 * idempotent, so a run where another file already uploaded the day ends in the same state.
 */
export async function prepareAbcDay(baseUrl: string, admin: ApiSession): Promise<WebsiteRef> {
  await unlessExists(() => admin.createWebsite(ABC_DAY.name, ABC_DAY.code));
  await unlessExists(() =>
    admin.createAkunBank(ABC_DAY.code, 'DEPO', 'BCA', ABC_DAY.account.name, ABC_DAY.account.number),
  );
  const day = 'day-abc-2026-06-05';
  await upload(
    baseUrl,
    '/api/checkdata',
    { groups: ABC_DAY.code },
    { name: 'bo-deposit.csv', content: fixture(`${day}/bo-deposit.csv`) },
  );
  await upload(
    baseUrl,
    '/api/mutasiupdepobca',
    {
      groups: ABC_DAY.code,
      jenis: 'DEPO',
      corporate_bank_name: ABC_DAY.account.name,
      corporate_bank_no: ABC_DAY.account.number,
      dates: ABC_DAY.date,
    },
    { name: 'bca-statement.csv', content: fixture(`${day}/bca-statement.csv`) },
  );
  return findWebsite(admin, ABC_DAY.code);
}

interface BoRow {
  ticket: string;
  /** `YYYY-MM-DD HH:MM:SS`, Jakarta wall clock. */
  at: string;
  username: string;
  fullName: string;
  /** In thousands of rupiah, as the Nexus panel exports (scale 1000). */
  amount: number;
  bank: string;
}

const csvLine = (cells: (string | number)[]) =>
  cells.map((cell) => (typeof cell === 'string' && cell.includes(',') ? `"${cell}"` : cell)).join(',');

/** A Nexus panel "HISTORI DP PANEL" export (formats.md "Back-office exports"). */
export function nexusDepositCsv(code: string, rows: BoRow[]): string {
  const header =
    'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Reference,Own Reference,Bank Statement Date';
  const lines = rows.map((row) =>
    csvLine([
      row.ticket,
      `${row.at}, Platform: Mobile`,
      row.at,
      row.username,
      row.fullName,
      'BANK',
      row.amount,
      0,
      0,
      0,
      row.amount,
      row.bank,
      'BCA|KAS NEXUS|7730012345',
      '',
      'Approved',
      'cs07',
      code,
      '',
      '',
      row.at.slice(0, 10),
    ]),
  );
  return ['HISTORI DP PANEL', header, ...lines].join('\r\n') + '\r\n';
}

/** A Nexus panel "HISTORI WD PANEL" export. */
export function nexusWithdrawCsv(code: string, rows: BoRow[]): string {
  const header =
    'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Withdrawal Amount,Player Fee Amount,Agent Fee Amount,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Brand,Bank Date,Last Balance,Ref Code,Own Ref Code';
  const lines = rows.map((row) =>
    csvLine([
      row.ticket,
      `${row.at}, Platform: Desktop`,
      row.at,
      row.username,
      row.fullName,
      'BANK',
      row.amount,
      0,
      0,
      row.amount,
      row.bank,
      'BCA|KAS NEXUS|7730012399',
      '',
      'Approved',
      'cs08',
      code,
      code,
      row.at.slice(0, 10),
      100,
      '',
      '',
    ]),
  );
  return ['HISTORI WD PANEL', header, ...lines].join('\r\n') + '\r\n';
}

/**
 * A second Nexus website with a small generated day and a half: deposits on 5 and 6 June 2026, withdrawals
 * on 6 June. Its totals, per date: 05-Jun Rp400.000 in 3 deposits; 06-Jun Rp300.000 in 2 deposits and
 * Rp225.000 in 2 withdrawals.
 */
export const SECOND_SITE_DAYS = [
  { isoDate: '2026-06-05', deposit: 400_000, withdraw: 0, transactions: 3 },
  { isoDate: '2026-06-06', deposit: 300_000, withdraw: 225_000, transactions: 4 },
] as const;

export async function prepareSecondSite(
  baseUrl: string,
  admin: ApiSession,
  code: string,
  name: string,
): Promise<number> {
  const id = await admin.createWebsite(name, code);
  const ticket = (prefix: string, n: number) => `${prefix}${String(7_100_000 + n)}`;
  const deposits: BoRow[] = [
    {
      ticket: ticket('D', 1),
      at: '2026-06-05 09:10:00',
      username: 'rina_w',
      fullName: 'Rina Wulandari',
      amount: 100,
      bank: 'BCA|RINA WULANDARI|1110002221',
    },
    {
      ticket: ticket('D', 2),
      at: '2026-06-05 11:42:10',
      username: 'agus_s',
      fullName: 'Agus Salim',
      amount: 250,
      bank: 'BRI|AGUS SALIM|222000333444555',
    },
    {
      ticket: ticket('D', 3),
      at: '2026-06-05 20:05:33',
      username: 'rina_w',
      fullName: 'Rina Wulandari',
      amount: 50,
      bank: 'BCA|RINA WULANDARI|1110002221',
    },
    {
      ticket: ticket('D', 4),
      at: '2026-06-06 08:15:00',
      username: 'tono_b',
      fullName: 'Tono Basuki',
      amount: 200,
      bank: 'MANDIRI|TONO BASUKI|1370001112223',
    },
    {
      ticket: ticket('D', 5),
      at: '2026-06-06 13:30:45',
      username: 'agus_s',
      fullName: 'Agus Salim',
      amount: 100,
      bank: 'BRI|AGUS SALIM|222000333444555',
    },
  ];
  const withdrawals: BoRow[] = [
    {
      ticket: ticket('W', 1),
      at: '2026-06-06 10:00:00',
      username: 'rina_w',
      fullName: 'RINA WULANDARI',
      amount: 150,
      bank: 'BCA|RINA WULANDARI|1110002221',
    },
    {
      ticket: ticket('W', 2),
      at: '2026-06-06 16:20:00',
      username: 'tono_b',
      fullName: 'TONO BASUKI',
      amount: 75,
      bank: 'MANDIRI|TONO BASUKI|1370001112223',
    },
  ];
  await upload(
    baseUrl,
    '/api/checkdata',
    { groups: code },
    { name: `bo-deposit-${code}.csv`, content: nexusDepositCsv(code, deposits) },
  );
  await upload(
    baseUrl,
    '/api/bowd',
    { groups: code },
    { name: `bo-withdraw-${code}.csv`, content: nexusWithdrawCsv(code, withdrawals) },
  );
  return id;
}
