import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES, recogniseHeader } from './detect';
import { UPLOAD_FORMATS, type UploadFormat } from './formats';
import { fixture } from './test-support/fixture';
import { parseUpload } from './upload';

/** Each CSV sample, what a refusal calls it, and the endpoints that read it as their own (formats.md). */
const SAMPLES: Record<string, { name: string; own: UploadFormat[] }> = {
  'bca/klikbca-individual-id.csv': { name: 'mutasi BCA (KlikBCA Individual)', own: ['bca'] },
  'bca/klikbca-individual-id-semicolon.csv': { name: 'mutasi BCA (KlikBCA Individual)', own: ['bca'] },
  'bca/klikbca-individual-id-utf16.csv': { name: 'mutasi BCA (KlikBCA Individual)', own: ['bca'] },
  'bca/klikbca-individual-en.csv': { name: 'mutasi BCA (KlikBCA Individual)', own: ['bca'] },
  'bca/klikbca-bisnis.csv': { name: 'mutasi BCA (KlikBCA Bisnis)', own: ['bca'] },
  'bni/bnidirect.csv': { name: 'mutasi BNI (BNIDirect)', own: ['bni-internet'] },
  // BNI Internet Banking reads the BNI Mobile layout too.
  'bni/bni-mobile-converted.csv': { name: 'mutasi BNI Mobile', own: ['bni-mobile', 'bni-internet'] },
  'mandiri/mandiri-converted.csv': { name: 'mutasi Mandiri (Livin)', own: ['mandiri'] },
  'mandiri/mcm.csv': { name: 'mutasi Mandiri (MCM)', own: ['mandiri'] },
  'cimb/cimb.csv': { name: 'mutasi CIMB', own: ['cimb'] },
  'manual/manual.csv': { name: 'mutasi manual', own: ['manual'] },
  'manual/bri-estatement.csv': { name: 'mutasi BRI (e-Statement)', own: ['manual'] },
  'qris/qris-canonical.csv': { name: 'mutasi QRIS', own: ['qris'] },
  'qris/qris-zpay.csv': { name: 'mutasi QRIS', own: ['qris'] },
  'autotx/autotx.csv': { name: 'mutasi E-Wallet (Auto TX)', own: ['autotx'] },
  'nexuspay/nxpay-report.csv': { name: 'laporan Nexus Pay (NXPAY Report)', own: ['nexuspay'] },
  // The Luxe panel accepts the Nexus names too (formats.md), and the QRIS mode only lacks `Player Ref`.
  'bo/nexus-deposit.csv': {
    name: 'export BO Nexus',
    own: ['nexus-deposit', 'luxe-deposit', 'luxe-deposit-qris'],
  },
  'bo/nexus-withdraw.csv': { name: 'export BO withdraw Nexus', own: ['nexus-withdraw', 'luxe-withdraw'] },
  // A Luxe export on a Nexus endpoint would be read in thousands of rupiah: its own labels tell it apart.
  'bo/luxe-deposit.csv': { name: 'export BO Luxe', own: ['luxe-deposit', 'luxe-deposit-qris'] },
  'bo/luxe-withdraw.csv': { name: 'export BO withdraw Luxe', own: ['luxe-withdraw'] },
};

/** The parser's answer to a file on an endpoint: `ok`, or the message of its refusal. */
async function answerOf(file: string | Uint8Array, format: UploadFormat): Promise<string> {
  try {
    const input = typeof file === 'string' ? fixture(file) : file;
    const parse = parseUpload(format, input, { statementDate: '2026-06-05', provider: 'BRI' });
    for await (const row of parse) void row;
    return 'ok';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('a file on the wrong endpoint (decision 069)', () => {
  for (const [file, sample] of Object.entries(SAMPLES)) {
    it(`names ${file} on every other endpoint, and reads it on its own`, async () => {
      for (const format of UPLOAD_FORMATS) {
        const answer = await answerOf(file, format);
        if (sample.own.includes(format)) expect(answer, format).not.toMatch(/^File ini/);
        else
          expect(answer, format).toBe(
            `File ini ${sample.name}, bukan ${FORMAT_NAMES[format]}. Upload lewat menu yang sesuai.`,
          );
      }
    });
  }

  it('answers the issue`s words for a KlikBCA statement uploaded as a BO export', async () => {
    expect(await answerOf('bca/klikbca-individual-id.csv', 'nexus-deposit')).toMatch(
      /^File ini mutasi BCA \(KlikBCA Individual\), bukan export BO Nexus\./,
    );
  });

  it('keeps naming the missing columns of a header no known layout fits', async () => {
    const text = 'Tanggal,Keterangan,Lain\n01/06/2026,X,1\n';
    expect(await answerOf(new TextEncoder().encode(text), 'bca')).toBe('Kolom wajib tidak ditemukan: Jumlah');
    expect(recogniseHeader(['Tanggal', 'Keterangan', 'Lain'])).toBeNull();
  });
});
