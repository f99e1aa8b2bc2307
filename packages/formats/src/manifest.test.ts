import { describe, expect, it } from 'vitest';
import type { UploadFormat } from './formats';
import type { ParseOptions } from './layout';
import { fixture, manifest, manifestEntry } from './test-support/fixture';
import { expectRowsMatchTruth, expectSummaryMatches } from './test-support/truth';
import { parseUpload, type ParsedRow } from './upload';

/** The upload each CSV sample is meant for (fixtures/README.md), with the form's options. */
const CSV_UPLOADS: Record<string, { format: UploadFormat; options?: ParseOptions }> = {
  'day-abc-2026-06-05/bo-deposit.csv': { format: 'nexus-deposit', options: { websiteCode: 'ABC' } },
  'day-abc-2026-06-05/bca-statement.csv': { format: 'bca' },
  'day-abc-2026-06-05/qris.csv': { format: 'qris' },
  'bca/klikbca-individual-id.csv': { format: 'bca' },
  'bca/klikbca-individual-id-semicolon.csv': { format: 'bca' },
  'bca/klikbca-individual-id-utf16.csv': { format: 'bca' },
  'bca/klikbca-individual-en.csv': { format: 'bca' },
  'bca/klikbca-bisnis.csv': { format: 'bca' },
  'bni/bnidirect.csv': { format: 'bni-internet' },
  'bni/bni-mobile-converted.csv': { format: 'bni-mobile' },
  'mandiri/mandiri-converted.csv': { format: 'mandiri' },
  'mandiri/mcm.csv': { format: 'mandiri' },
  'cimb/cimb.csv': { format: 'cimb' },
  'manual/manual.csv': { format: 'manual', options: { provider: 'DANA' } },
  'manual/bri-estatement.csv': { format: 'manual', options: { provider: 'BRI' } },
  'qris/qris-canonical.csv': { format: 'qris' },
  'qris/qris-hoki.csv': { format: 'qris' },
  'qris/qris-zpay.csv': { format: 'qris' },
  'qris/qris-vendor-converted.csv': { format: 'qris' },
  'autotx/autotx.csv': { format: 'autotx' },
  'nexuspay/nxpay-report.csv': { format: 'nexuspay' },
  'bo/nexus-deposit.csv': { format: 'nexus-deposit', options: { websiteCode: 'XYZ' } },
  'bo/nexus-withdraw.csv': { format: 'nexus-withdraw', options: { websiteCode: 'XYZ' } },
  'bo/luxe-deposit.csv': { format: 'luxe-deposit', options: { websiteCode: 'DEF' } },
  'bo/luxe-deposit-qris.csv': { format: 'luxe-deposit-qris', options: { websiteCode: 'DEF' } },
  'bo/luxe-withdraw.csv': { format: 'luxe-withdraw', options: { websiteCode: 'DEF' } },
};

async function parseFixture(file: string) {
  const entry = manifestEntry(file);
  const upload = CSV_UPLOADS[file];
  if (!upload) throw new Error(`no upload mapping for ${file}`);
  const statementDate = entry.statement_date ?? (upload.format === 'bca' ? '2026-06-05' : undefined);
  const parse = parseUpload(upload.format, fixture(file), { statementDate, ...upload.options });
  const rows: ParsedRow<unknown>[] = [];
  for await (const row of parse) rows.push(row);
  return { rows, summary: parse.summary, entry };
}

describe('every CSV sample against fixtures/manifest.json', () => {
  it('maps every CSV sample that has a summary', () => {
    const samples = manifest().filter(
      (entry) => entry.file.endsWith('.csv') && entry.rows_truth && !entry.error,
    );
    expect(samples.map((entry) => entry.file).sort()).toEqual(Object.keys(CSV_UPLOADS).sort());
  });

  for (const file of Object.keys(CSV_UPLOADS)) {
    it(`reads ${file} with the manifest's counts, totals and rows`, async () => {
      const { rows, summary, entry } = await parseFixture(file);
      expectSummaryMatches(summary, entry);
      expectRowsMatchTruth(rows as ParsedRow<never>[], entry.rows_truth ?? []);
    });
  }
});
