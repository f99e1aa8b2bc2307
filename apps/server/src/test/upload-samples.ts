import type { Bank, UploadEndpoint } from '@rekon/contracts';
import type { Factories } from './factories';
import { fixture, multipart } from './multipart';

interface Sample {
  file: string;
  /** The website code the sample's BO rows name, replaced by the target website's. */
  website?: string;
  /** A Data Bank account of this bank is created and chosen. */
  bank?: Bank;
  /** The account number the sample names (its preamble or rows): the chosen account's (decision 052). */
  account?: string;
  fields?: Record<string, string>;
  panel: 'NEXUS' | 'LUXE';
}

/** A sample file that each upload endpoint accepts, from the shared fixtures. */
export const UPLOAD_SAMPLES: Record<UploadEndpoint, Sample> = {
  '/api/checkdata': { file: 'bo/nexus-deposit.csv', website: 'XYZ', panel: 'NEXUS' },
  '/api/bowd': { file: 'bo/nexus-withdraw.csv', website: 'XYZ', panel: 'NEXUS' },
  '/api/uploadboluxe': { file: 'bo/luxe-deposit.csv', website: 'DEF', panel: 'LUXE' },
  '/api/uploadqris': { file: 'bo/luxe-deposit-qris.csv', website: 'DEF', panel: 'LUXE' },
  '/api/uploadbowdluxe': { file: 'bo/luxe-withdraw.csv', website: 'DEF', panel: 'LUXE' },
  '/api/mutasiupdepobca': {
    file: 'bca/klikbca-individual-id.csv',
    bank: 'BCA',
    account: '7730012345',
    fields: { dates: '02-Jan-2027' },
    panel: 'NEXUS',
  },
  '/api/mutasiupdepomdr': { file: 'mandiri/mandiri-converted.csv', bank: 'MANDIRI', panel: 'NEXUS' },
  '/api/mutasiupdepobnimobile': {
    file: 'bni/bni-mobile-converted.csv',
    bank: 'BNI',
    fields: { dates: '05-Jun-2026' },
    panel: 'NEXUS',
  },
  '/api/mutasiupdepobniinternetbanking': {
    file: 'bni/bnidirect.csv',
    bank: 'BNI',
    fields: { dates: '05-Jun-2026' },
    panel: 'NEXUS',
  },
  '/api/mutasiupdepocimb': { file: 'cimb/cimb.csv', bank: 'CIMB', panel: 'NEXUS' },
  '/api/mutasiupdepoautotx': { file: 'autotx/autotx.csv', panel: 'NEXUS' },
  '/api/mutasiupdepoqris': { file: 'qris/qris-canonical.csv', panel: 'NEXUS' },
  '/api/mutasiupdepoqrissolita': { file: 'qris/qris-canonical.csv', panel: 'NEXUS' },
  '/api/mutasiupdepoqrisminera': { file: 'qris/qris-canonical.csv', panel: 'NEXUS' },
  '/api/mutasiupdepoqrisexport': { file: 'qris/qris-canonical.csv', panel: 'NEXUS' },
  '/api/mutasiupdepoqrisluxe': { file: 'qris/qris-canonical.csv', panel: 'LUXE' },
  '/api/nexuspay': { file: 'nexuspay/nxpay-report.csv', panel: 'NEXUS' },
  '/api/mutasiupdepomanual': {
    file: 'manual/manual.csv',
    bank: 'DANA',
    fields: { provider: 'DANA' },
    panel: 'NEXUS',
  },
};

/** The multipart body of a valid upload of `endpoint` for `websiteCode` (creating its Data Bank account). */
export async function sampleUpload(make: Factories, endpoint: UploadEndpoint, websiteCode: string) {
  const sample = UPLOAD_SAMPLES[endpoint];
  let content = fixture(sample.file);
  if (sample.website) {
    // Every cell holding the sample's website code (the Website column, and Luxe's Brand) names the target's.
    const cell = new RegExp(`,${sample.website}(?=,)`, 'g');
    content = Buffer.from(content.toString('utf8').replace(cell, `,${websiteCode}`));
  }
  const fields: Record<string, string> = { groups: websiteCode, jenis: 'DEPO', ...sample.fields };
  if (sample.bank) {
    const account = await make.akunBank({
      websiteCode,
      bank: sample.bank,
      jenis: 'DEPO',
      no: sample.account,
    });
    fields.corporate_bank_name = account.akun_bank_name;
    fields.corporate_bank_no = account.akun_bank_no;
  }
  return multipart(fields, { name: sample.file.split('/').pop()!, content });
}
