/**
 * A generated day (packages/reconcile's day generator) as the files a desk uploads: the Nexus BO deposit export,
 * one manual statement CSV per Data Bank account (with times where the generated account has them) and the
 * QRIS gateway report. Each file's rows are in time order, so a file can be cut into morning and evening slices.
 */
import type { UploadResponse } from '@rekon/contracts';
import type { GeneratedDays } from '@rekon/reconcile/testing';
import { sql, type SQL } from 'drizzle-orm';
import { exec, type Db } from '../db/client';
import type { Client, TestApp } from './app';
import { multipart } from './multipart';

/** The generated BCA accounts print no times; the manual CSV of a BRI account says the same. */
const UPLOAD_BANK: Record<string, 'BRI' | 'MANDIRI' | 'BNI'> = { BCA: 'BRI', MANDIRI: 'MANDIRI', BNI: 'BNI' };

export interface DayFile {
  endpoint: string;
  fields: Record<string, string>;
  name: string;
  header: string;
  lines: string[];
}

export interface DayAccount {
  bank: 'BRI' | 'MANDIRI' | 'BNI';
  name: string;
  number: string;
}

/** The Data Bank accounts a website needs for the generated day's deposits. */
export function dayAccounts(day: GeneratedDays): Map<string, DayAccount> {
  const accounts = new Map<string, DayAccount>();
  for (const account of day.input.accounts) {
    if (account.side !== 'DEPO') continue;
    const bank = UPLOAD_BANK[account.bank];
    if (bank)
      accounts.set(String(account.id), { bank, name: account.accountName, number: account.accountNumber });
  }
  return accounts;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const rupiah = (cents: number) => String(cents / 100);
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The day's deposit files for `website`, each with its rows in time order. */
export function dayFiles(day: GeneratedDays, website: string): DayFile[] {
  const accounts = dayAccounts(day);
  const requests = day.input.bo
    .filter((row) => row.side === 'DEPO')
    .sort((a, b) => `${a.businessDate} ${a.time}`.localeCompare(`${b.businessDate} ${b.time}`));
  const files: DayFile[] = [
    {
      endpoint: '/api/checkdata',
      fields: { groups: website },
      name: 'bo-deposit.csv',
      header:
        'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Admin Fee,Agent Fee,' +
        'Player Fee,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Reference,Own Reference,Bank Statement Date',
      lines: requests.map((row) => {
        const at = `${row.businessDate} ${row.time}`;
        const thousands = String(row.amountCents / 100_000);
        const holder = row.holderName ?? '';
        const number = String(1_000_000_000 + Number(row.id));
        const corporate = (row.corporateBank ?? '').replace(
          /^[A-Z]+(?=\|)/,
          (bank) => UPLOAD_BANK[bank] ?? bank,
        );
        return [
          row.ticket,
          at,
          at,
          row.username ?? '',
          holder,
          'BANK',
          thousands,
          '0',
          '0',
          '0',
          thousands,
          `${row.playerBank ?? ''}|${holder}|${number}`,
          corporate,
          '',
          'Approved',
          'cs01',
          website,
          row.ref ?? '',
          row.ownRef ?? '',
          row.businessDate,
        ]
          .map(csvCell)
          .join(',');
      }),
    },
  ];
  const credits = day.input.mutasi
    .filter((row) => row.side === 'DEPO' && !row.isFee)
    .sort((a, b) => `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`));
  for (const [accountId, account] of accounts) {
    // As banks print them: no reference of their own, the same words for every transfer, and a running balance,
    // so two equal transfers of one player differ by their balance alone.
    let balanceCents = 50_000_000_00;
    files.push({
      endpoint: '/api/mutasiupdepomanual',
      fields: {
        groups: website,
        jenis: 'DEPO',
        provider: account.bank,
        corporate_bank_name: account.name,
        corporate_bank_no: account.number,
      },
      name: `mutasi-${account.bank.toLowerCase()}.csv`,
      header: 'Tanggal,Jam,Tipe,Nominal,Nama,No Rekening/HP,Keterangan,Referensi,Saldo',
      lines: credits
        .filter((row) => String(row.accountId) === accountId)
        .map((row) =>
          [
            dmy(row.date),
            row.time ?? '',
            'CR',
            rupiah(row.amountCents),
            // A nameless wallet payout prints the wallet's company, as bank statements do.
            row.name ?? (row.wallet ? (WALLET_COMPANY[row.wallet] ?? row.wallet) : ''),
            '',
            'TRANSFER MASUK',
            '',
            rupiah((balanceCents += row.amountCents)),
          ]
            .map(csvCell)
            .join(','),
        ),
    });
  }
  files.push({
    endpoint: '/api/mutasiupdepoqris',
    fields: { groups: website },
    name: 'qris.csv',
    header:
      'Tanggal Transaksi,Tanggal Settlement,ID Transaksi,Ticket,RRN,Username,Issuer,Nama Pembayar,Nominal,Biaya,Nett,Status',
    lines: credits
      .filter((row) => row.accountId === null)
      .map((row) =>
        [
          `${row.date} ${row.time ?? '12:00:00'}`,
          '',
          row.reference ?? '',
          row.ticket ?? '',
          '',
          '',
          'DANA',
          row.name ?? '',
          rupiah(row.amountCents),
          '0',
          rupiah(row.amountCents),
          'SUCCESS',
        ]
          .map(csvCell)
          .join(','),
      ),
  });
  return files.filter((file) => file.lines.length > 0);
}

const WALLET_COMPANY: Record<string, string> = {
  GOPAY: 'DOMPET ANAK BANGSA',
  OVO: 'VISIONET INTERNASI',
  DANA: 'ESPAY DEBIT INDONE',
  SHOPEEPAY: 'AIRPAY INTERNATION',
};

/** `file` cut into `count` slices of consecutive rows (the last slices may be empty when rows are few). */
export function slices(file: DayFile, count: number): DayFile[] {
  const size = Math.ceil(file.lines.length / count);
  return Array.from({ length: count }, (_, at) => ({
    ...file,
    name: count === 1 ? file.name : file.name.replace('.csv', `-${at + 1}.csv`),
    lines: file.lines.slice(at * size, (at + 1) * size),
  })).filter((slice) => slice.lines.length > 0);
}

/** Uploads one file (or slice) as the Upload screen does; throws unless the server took it. */
export async function uploadDayFile(client: Client, file: DayFile) {
  const { body, headers } = multipart(file.fields, {
    name: file.name,
    content: `${[file.header, ...file.lines].join('\r\n')}\r\n`,
  });
  const res = await client.post(file.endpoint, body, headers);
  if (res.statusCode !== 200) throw new Error(`${file.endpoint} ${file.name}: ${res.statusCode} ${res.body}`);
  return res.json<UploadResponse>();
}

/** A new website `code` with the Data Bank accounts the generated day's deposits go to. */
export async function websiteForDay(t: TestApp, day: GeneratedDays, code: string): Promise<string> {
  await t.make.website({ code, panel: 'NEXUS', scale: 1000 });
  for (const account of dayAccounts(day).values()) {
    await t.make.akunBank({
      websiteCode: code,
      jenis: 'DEPO',
      bank: account.bank,
      name: account.name,
      no: account.number,
    });
  }
  return code;
}

/** What identifies a statement row of a generated day's files in `depositState`. */
const printed = (row: SQL) =>
  sql`coalesce(${row}.transaction_id, concat_ws(' ', ${row}.date, ${row}.time, ${row}.amount_cents, ${row}.sender_name))`;

/**
 * A website's deposit reconciliation by what the rows say rather than by ids, which depend on the upload order: the
 * pairs (with how each was made, when `how` is set), the pending rows and their contested marks. A statement row is
 * its gateway transaction id, or what its line prints (date, time, amount, name): equal transfers of one player
 * read alike, so pairing them either way is the same state.
 */
export async function depositState(db: Db, website: string, { how = false } = {}) {
  const made = how
    ? sql` || ' ' || mu.match_pass || ' ' || mu.remark || case when mu.pair_auto then '' else ' (manual)' end`
    : sql``;
  const { rows: pairs } = await exec<{ pair: string }>(
    db,
    sql`select bo.ticket || ' = ' || ${printed(sql`mu`)}${made} as pair
        from statement_row mu join bo_row bo on bo.id = mu.bo_id
        where mu.website = ${website} and mu.side = 'DEPO' order by 1`,
  );
  const { rows: bo } = await exec<{ ticket: string; contested: boolean }>(
    db,
    sql`select ticket, contested from bo_row
        where website = ${website} and side = 'DEPO' and not approved order by 1`,
  );
  const { rows: mutasi } = await exec<{ key: string; contested: boolean }>(
    db,
    sql`select ${printed(sql`mu`)} as key, mu.contested from statement_row mu
        where mu.website = ${website} and mu.side = 'DEPO' and not mu.approved and not mu.is_fee order by 1`,
  );
  return {
    pairs: pairs.map((row) => row.pair),
    pendingBo: bo.map((row) => `${row.ticket}${row.contested ? ' contested' : ''}`),
    pendingMutasi: mutasi.map((row) => `${row.key}${row.contested ? ' contested' : ''}`),
  };
}
