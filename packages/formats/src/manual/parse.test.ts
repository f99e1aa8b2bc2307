import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { recordsOf, refusalOf } from '../test-support/parse';

describe('manual uploads', () => {
  it("reads BRI's e-statement only when the provider is BRI", async () => {
    const text = fixtureText('manual/bri-estatement.csv');
    expect(await recordsOf('manual', text, { provider: 'bri' })).toHaveLength(8);
    expect((await refusalOf('manual', text, { provider: 'DANA' })).message).toMatch(
      /^Kolom wajib tidak ditemukan/,
    );
  });

  it("marks BRI's Rp1.000 BRIVA twin as a fee, not the transfer before it", async () => {
    const records = await recordsOf('manual', fixtureText('manual/bri-estatement.csv'), { provider: 'BRI' });
    expect(records.slice(3, 5).map((record) => [record.amountCents, record.isFee, record.wallet])).toEqual([
      [5_000_000, false, 'DANA'],
      [100_000, true, null],
    ]);
  });

  it('accepts Masuk/Keluar, Kredit/Debet and K/D as Tipe', async () => {
    const header = 'Tanggal,Jam,Tipe,Nominal\n';
    const records = await recordsOf(
      'manual',
      `${header}05/06/2026,08:00,Masuk,1\n05/06/2026,08:00,Debet,1\n05/06/2026,,K,1\n`,
    );
    expect(records.map((record) => [record.direction, record.time])).toEqual([
      ['CR', '08:00:00'],
      ['DB', '08:00:00'],
      ['CR', null],
    ]);
  });
});

describe("BRI's CMS export: the sender in its remark columns", () => {
  const header =
    '"ID","NOREK","TGL_TRAN","TGL_EFEKTIF","JAM_TRAN","SEQ","DESK_TRAN","SALDO_AWAL_MUTASI","MUTASI_DEBET","MUTASI_KREDIT","SALDO_AKHIR_MUTASI","GLSIGN","TRUSER","KODE_TRAN","KODE_TRAN_TELLER","TRREMK","TLBDS1","TLBDS2","REMARK_CUSTOM"';
  const row = (id: number, desk: string, trremk: string, tlbds1: string, credit: string) =>
    `"${id}","012301000123456","2026-06-05 10:0${id}:00","2026-06-05 10:0${id}:00","100${id}","411000${id}","${desk}","0.00",".00","${credit}","${credit}","Cr","x","2","8506","${trremk}","${tlbds1}","",""`;

  it('reads the name from TRREMK or TLBDS1 when DESK_TRAN is a code, and nobody for a bare BI-FAST (a bank)', async () => {
    const text = [
      header,
      row(1, 'BFST20260605123', '', 'BENDAHARA DINKES-BANK JATIM-', '100000.00'),
      row(2, 'ATMSTR 2026', 'BUDI SANTOSO', '', '200000.00'),
      row(3, 'BFST20260605124', '', '', '300000.00'),
      row(4, 'NBMB SITI RAHMAWATI TO SUTRISNO WIDODO', 'DEPO 88', '', '400000.00'),
    ].join('\r\n');
    const records = await recordsOf('manual', text, { provider: 'BRI' });
    expect(records.map((record) => [record.counterpartyName, record.counterpartyBank])).toEqual([
      ['BENDAHARA DINKES', 'JATIM'],
      ['BUDI SANTOSO', null],
      [null, 'BI-FAST'],
      ['SITI RAHMAWATI', 'BRI'],
    ]);
  });
});
