import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN } from './accounts';
import { repoRoot } from './server';

/*
 * Data for the review screens' browser tests (View BO, View Mutasi, Delete), made through the same upload API
 * the Upload screen calls: the labelled day of website ABC from the fixtures, and small generated days dated
 * today so that the edit window (today and the 2 days before, Jakarta) lets a checker approve and delete.
 */

/** The labelled day of the fixtures (fixtures/day-abc-2026-06-05/expected.json). */
export const DAY_ABC = {
  code: 'ABC',
  name: 'ABC NEXUS',
  wireDate: '05-Jun-2026',
  isoDate: '2026-06-05',
  account: { name: 'HENDRA KUSNADI', number: '4561237890' },
  pending: ['D6104878', 'D6104883', 'D6104918'],
  contested: ['D6104878', 'D6104883'],
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:MM:SS` on the Jakarta wall clock. */
export function jakartaStamp(instant: Date): string {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYY-MM-DD` → `DD-Mon-YYYY`. */
export function wireDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** `YYYY-MM-DD` → `D-Mon-YYYY`, as BO views write it. */
export function unpaddedWireDate(isoDate: string): string {
  return wireDate(isoDate).replace(/^0/, '');
}

/** A JSON answer of the server: its message, and whatever else it holds. */
export interface Answer {
  message?: string;
  [key: string]: unknown;
}

/** A Data Bank deposit account of a website: BCA unless `bank` says otherwise. */
export interface CorporateAccount {
  name: string;
  number: string;
  bank?: string;
}

/** A signed-in API caller that also sends the multipart uploads of the Upload screen. */
export class StaffApi {
  private constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  static async signIn(baseUrl: string, name: string = ADMIN.name, password: string = ADMIN.password) {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: name, account_password: password }),
    });
    const token = /token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!response.ok || !token) throw new Error(`Sign-in of ${name} failed: ${response.status}`);
    return new StaffApi(baseUrl, token);
  }

  /** A JSON call; the answer's status and body, whatever the status. */
  async send(method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer };
  }

  /** A JSON call that must succeed. */
  async call<T = Answer>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.send(method, path, body);
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${path} → ${answer.status}: ${answer.body.message ?? ''}`);
    return answer.body as T;
  }

  /** Uploads one CSV as the Upload screen does: multipart, file field `myfile`, plus the form fields. */
  async upload(endpoint: string, fields: Record<string, string>, name: string, content: string | Buffer) {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    form.append('myfile', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
    const response = await fetch(`${this.baseUrl}${endpoint}`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: form,
    });
    const body = (await response.json()) as {
      status: boolean;
      message?: string;
      summary?: { upload_id: number };
    };
    if (!response.ok) throw new Error(`${endpoint} ${name} → ${response.status}: ${body.message ?? ''}`);
    return body;
  }

  /** The id of a website by its code, or null. */
  async websiteIdOf(code: string): Promise<number | null> {
    const websites = await this.call<{ website_id: number; website_code: string }[]>(
      'GET',
      '/api/websitelist',
    );
    return websites.find((website) => website.website_code === code)?.website_id ?? null;
  }

  /**
   * A NEXUS website and its deposit account (BCA unless `account.bank` says otherwise); either may exist
   * already (another file of the run made it).
   */
  async ensureWebsite(code: string, name: string, account: CorporateAccount): Promise<number> {
    let id = await this.websiteIdOf(code);
    if (id === null) {
      const created = await this.call<{ data: { website_id: number } }>('POST', '/api/createwebsite', {
        website_name: name,
        website_code: code,
        website_panel: 'NEXUS',
      });
      id = created.data.website_id;
    }
    const bank = await this.send('POST', '/api/createakunbank', {
      akun_bank_website: code,
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: account.bank ?? 'BCA',
      akun_bank_name: account.name,
      akun_bank_no: account.number,
    });
    if (bank.status !== 201 && bank.status !== 200 && bank.status !== 409)
      throw new Error(`createakunbank → ${bank.status}: ${bank.body.message ?? ''}`);
    return id;
  }

  /** Creates an active account and returns its id. */
  async createUser(name: string, password: string, role: string, websiteId: number | null): Promise<number> {
    const created = await this.call<{ data: { account_id: number } }>('POST', '/api/addadminacc', {
      account_name: name,
      account_password: password,
      account_role: role,
      account_website: websiteId,
    });
    return created.data.account_id;
  }
}

const fixture = (relative: string) => readFileSync(path.join(repoRoot, 'fixtures', relative));

/**
 * Website ABC with its BCA deposit account and the three files of its labelled day: the BO export, the BCA
 * statement and the QRIS report. Uploads are idempotent, so a run where another file loaded the day already
 * ends in the same state.
 */
export async function loadDayAbc(admin: StaffApi): Promise<number> {
  const websiteId = await admin.ensureWebsite(DAY_ABC.code, DAY_ABC.name, DAY_ABC.account);
  const folder = 'day-abc-2026-06-05';
  await admin.upload(
    '/api/checkdata',
    { groups: DAY_ABC.code },
    'bo-deposit.csv',
    fixture(`${folder}/bo-deposit.csv`),
  );
  await admin.upload(
    '/api/mutasiupdepobca',
    {
      groups: DAY_ABC.code,
      jenis: 'DEPO',
      corporate_bank_name: DAY_ABC.account.name,
      corporate_bank_no: DAY_ABC.account.number,
      dates: DAY_ABC.wireDate,
    },
    'bca-statement.csv',
    fixture(`${folder}/bca-statement.csv`),
  );
  await admin.upload(
    '/api/mutasiupdepoqris',
    { groups: DAY_ABC.code, jenis: 'DEPO' },
    'qris.csv',
    fixture(`${folder}/qris.csv`),
  );
  return websiteId;
}

/** One deposit request of a generated Nexus export. */
export interface GeneratedDeposit {
  ticket: string;
  username: string;
  /** The player's bank account holder. */
  holder: string;
  /** Rupiah; the export writes thousands (the NEXUS scale is 1000). */
  amount: number;
  /** Minutes after the day's base time. */
  minute: number;
}

/** A statement credit of a generated BCA statement. */
export interface GeneratedCredit {
  sender: string;
  amount: number;
}

/** Latest Jakarta time of day (minutes) a generated day starts at: its rows, minutes apart, stay on its date. */
const LATEST_BASE_MINUTE = 22 * 60;

/**
 * A generated day dated "today": the approve times start an hour before now (Jakarta), so none lies in the
 * future; the business date is the Jakarta date of those times. Around Jakarta's midnight the start moves back to
 * 22:00 of that date, so a day's rows never cross into the next one.
 */
export function generatedDay(now = new Date()) {
  const hourBack = now.getTime() - 60 * 60 * 1000;
  const jakartaMinute = Math.floor(hourBack / 60_000 + 7 * 60) % (24 * 60);
  const base = new Date(hourBack - Math.max(0, jakartaMinute - LATEST_BASE_MINUTE) * 60_000);
  const isoDate = jakartaStamp(base).slice(0, 10);
  return {
    isoDate,
    wireDate: wireDate(isoDate),
    at: (minute: number) => jakartaStamp(new Date(base.getTime() + minute * 60 * 1000)),
  };
}

/** Ticket numbers no other file of the run uses: `D` and 8 digits from a random start. */
export function ticketSeries(count: number): string[] {
  const start = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  return Array.from({ length: count }, (_, index) => `D${start + index}`);
}

const HEADER =
  'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Reference,Own Reference,Bank Statement Date';

/** A Nexus panel "HISTORI DP PANEL" export of the given requests (formats.md "Back-office exports"). */
export function nexusDepositCsv(
  code: string,
  account: CorporateAccount,
  day: ReturnType<typeof generatedDay>,
  deposits: GeneratedDeposit[],
): string {
  const lines = deposits.map((deposit, index) => {
    const approved = day.at(deposit.minute);
    const requested = day.at(deposit.minute - 2);
    const thousands = deposit.amount / 1000;
    return [
      deposit.ticket,
      `"${requested}, Platform: Desktop"`,
      approved,
      deposit.username,
      deposit.holder,
      'BANK',
      thousands,
      0,
      0,
      0,
      thousands,
      `BCA|${deposit.holder.toUpperCase()}|${String(5_100_000_000 + index)}`,
      `${account.bank ?? 'BCA'}|${account.name}|${account.number}`,
      '',
      'Approved',
      'cs01',
      code,
      '',
      '',
      approved.slice(0, 10),
    ].join(',');
  });
  return ['HISTORI DP PANEL', HEADER, ...lines].join('\r\n') + '\r\n';
}

/** A KlikBCA Individual statement (Indonesian) of the given credits on one day. */
export function bcaStatementCsv(
  account: { name: string; number: string },
  isoDate: string,
  credits: GeneratedCredit[],
): string {
  const [, month, day] = isoDate.split('-');
  let balance = 1_000_000;
  const lines = credits.map((credit) => {
    balance += credit.amount;
    // Sent from BCA (clearing code 014), the bank nexusDepositCsv gives every player: since issue 14 a statement
    // that names another sending bank contradicts the request like another name does.
    return `'${day}/${month},BI-FAST CR TRANSFER   DR 014 ${credit.sender},'0000,${credit.amount}.00,CR,${balance}.00`;
  });
  const total = credits.reduce((sum, credit) => sum + credit.amount, 0);
  return (
    [
      `No. Rekening,=,'${account.number}`,
      `Nama,=,${account.name}`,
      'Mata Uang,=,IDR',
      '',
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
      ...lines,
      'Saldo Awal,=,1000000.00',
      `Kredit,=,${total}.00`,
      'Debet,=,0.00',
      `Saldo Akhir,=,${balance}.00`,
    ].join('\r\n') + '\r\n'
  );
}

/** A credit of a generated manual statement: the sender's name, rupiah, minutes after the day's base time. */
export interface ManualCredit {
  sender: string;
  amount: number;
  minute: number;
  reference: string;
}

/**
 * The canonical manual Bank/Wallet statement (formats.md "Manual Bank/Wallet", the "Mandiri Manual Excel"
 * template), with the time of each credit.
 */
export function manualStatementCsv(day: ReturnType<typeof generatedDay>, credits: ManualCredit[]): string {
  const lines = credits.map((credit) => {
    const [date, time] = day.at(credit.minute).split(' ') as [string, string];
    const [year, month, dayOfMonth] = date.split('-');
    return `${dayOfMonth}/${month}/${year},${time.slice(0, 5)},CR,${credit.amount},${credit.sender},,DEPO,${credit.reference},`;
  });
  return (
    ['Tanggal,Jam,Tipe,Nominal,Nama,No Rekening/HP,Keterangan,Referensi,Saldo', ...lines].join('\r\n') +
    '\r\n'
  );
}

/** Uploads a manual statement of a MANDIRI (or other manual provider) deposit account. */
export function uploadManualStatement(
  admin: StaffApi,
  code: string,
  account: CorporateAccount,
  day: ReturnType<typeof generatedDay>,
  credits: ManualCredit[],
) {
  return admin.upload(
    '/api/mutasiupdepomanual',
    {
      groups: code,
      jenis: 'DEPO',
      provider: account.bank ?? 'MANDIRI',
      corporate_bank_name: account.name,
      corporate_bank_no: account.number,
    },
    `mutasi-${day.isoDate}.csv`,
    manualStatementCsv(day, credits),
  );
}

/** Uploads the BCA statement of a generated day to the website's account. */
export function uploadGeneratedStatement(
  admin: StaffApi,
  code: string,
  account: { name: string; number: string },
  day: ReturnType<typeof generatedDay>,
  credits: GeneratedCredit[],
) {
  return admin.upload(
    '/api/mutasiupdepobca',
    {
      groups: code,
      jenis: 'DEPO',
      corporate_bank_name: account.name,
      corporate_bank_no: account.number,
      dates: day.wireDate,
    },
    `bca-${day.isoDate}.csv`,
    bcaStatementCsv(account, day.isoDate, credits),
  );
}

/** Uploads a generated day: the BO export, then the statement of the same day. */
export async function uploadGeneratedDay(
  admin: StaffApi,
  code: string,
  account: { name: string; number: string },
  day: ReturnType<typeof generatedDay>,
  deposits: GeneratedDeposit[],
  credits: GeneratedCredit[],
) {
  const bo = await admin.upload(
    '/api/checkdata',
    { groups: code },
    `bo-${day.isoDate}.csv`,
    nexusDepositCsv(code, account, day, deposits),
  );
  if (credits.length === 0) return { bo, statement: null };
  return { bo, statement: await uploadGeneratedStatement(admin, code, account, day, credits) };
}
