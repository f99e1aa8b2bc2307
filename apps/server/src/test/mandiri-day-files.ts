/**
 * A hand-written day on one Mandiri deposit account (5 June 2026): a Nexus BO export of named requests and manual
 * Mandiri statements of named credits, small enough to say in a test what each row is.
 */
import type { TestApp } from './app';
import type { DayFile } from './generated-day-files';

export const MANDIRI_ACCOUNT = { name: 'HENDRA KUSNADI', number: '1370012345678' };

/** A website `code` (Nexus, amounts in thousands) with the Mandiri deposit account. */
export async function mandiriWebsite(t: TestApp, code: string) {
  const made = await t.make.website({ code, panel: 'NEXUS', scale: 1000 });
  const account = await t.make.akunBank({
    websiteCode: code,
    jenis: 'DEPO',
    bank: 'MANDIRI',
    name: MANDIRI_ACCOUNT.name,
    no: MANDIRI_ACCOUNT.number,
  });
  return { code, websiteId: made.website_id, accountId: account.akun_bank_id };
}

export interface DayRequest {
  ticket: string;
  user: string;
  holder: string;
  thousands: number;
  /** `HH:MM:SS` on the 5th, requested and approved. */
  at: string;
  /** The player's bank (BCA when not given). */
  bank?: string;
}

export const boFile = (website: string, name: string, requests: DayRequest[]): DayFile => ({
  endpoint: '/api/checkdata',
  fields: { groups: website },
  name,
  header:
    'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Admin Fee,Agent Fee,' +
    'Player Fee,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Reference,Own Reference,Bank Statement Date',
  lines: requests.map(
    (r, at) =>
      `${r.ticket},2026-06-05 ${r.at},2026-06-05 ${r.at},${r.user},${r.holder},BANK,${r.thousands},0,0,0,${r.thousands},` +
      `${r.bank ?? 'BCA'}|${r.holder}|${9_000_000_000 + at},MANDIRI|${MANDIRI_ACCOUNT.name}|${MANDIRI_ACCOUNT.number},` +
      `,Approved,cs01,${website},,,2026-06-05`,
  ),
});

export interface DayCredit {
  name: string;
  rupiah: number;
  /** `HH:MM` on the 5th. */
  at: string;
  /** The bank's reference (`R<line>` when not given). */
  ref?: string;
}

export const statementFile = (website: string, name: string, credits: DayCredit[]): DayFile => ({
  endpoint: '/api/mutasiupdepomanual',
  fields: {
    groups: website,
    jenis: 'DEPO',
    provider: 'MANDIRI',
    corporate_bank_name: MANDIRI_ACCOUNT.name,
    corporate_bank_no: MANDIRI_ACCOUNT.number,
  },
  name,
  header: 'Tanggal,Jam,Tipe,Nominal,Nama,No Rekening/HP,Keterangan,Referensi,Saldo',
  lines: credits.map((c, at) => `05/06/2026,${c.at},CR,${c.rupiah},${c.name},,DEPO,${c.ref ?? `R${at}`},`),
});
