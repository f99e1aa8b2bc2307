import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';
import { lastTrackingId, trackingSince } from '../../test/tracking';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const convert = (endpoint: string, file: string, name = file.split('/').pop()!) => {
  const { body, headers } = multipart(
    {},
    { name, content: fixture(file), contentType: 'application/vnd.ms-excel' },
  );
  return admin.post(endpoint, body, headers);
};

describe('Convert Mutasi', () => {
  it.each([
    ['/api/uploadfixbnimobileformat', 'bni/bni-mobile.xlsx', 'bni/bni-mobile-converted.csv'],
    ['/api/uploadfixbnimobileformat', 'bni/bni-mobile.xls', 'bni/bni-mobile-converted.csv'],
    ['/api/uploadfixbnimobileformat', 'bni/bni-mobile-html.xls', 'bni/bni-mobile-converted.csv'],
    ['/api/uploadfixmandiriformat', 'mandiri/livin-estatement.xlsx', 'mandiri/mandiri-converted.csv'],
    ['/api/uploadfixqrisformat', 'qris/qris-vendor.xlsx', 'qris/qris-vendor-converted.csv'],
  ])('%s turns %s into the upload CSV, named after the file', async (endpoint, file, expected) => {
    const mark = await lastTrackingId(t.db);
    const res = await convert(endpoint, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const base = file
      .split('/')
      .pop()!
      .replace(/\.[^.]+$/, '');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${base}.csv"; filename*=UTF-8''${base}.csv`,
    );
    expect(res.body).toBe(fixture(expected).toString('utf8'));
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: 'ALL',
        tracking_activity: expect.stringContaining(`file ${file.split('/').pop()}`),
      }),
    ]);
  });

  it('reads a converted file back through its upload (convert, then upload)', async () => {
    const site = await t.make.website({ code: 'CONV1' });
    const account = await t.make.akunBank({ websiteCode: 'CONV1', bank: 'MANDIRI', jenis: 'DEPO' });
    const converted = await convert('/api/uploadfixmandiriformat', 'mandiri/livin-estatement.xlsx');
    const { body, headers } = multipart(
      {
        groups: site.website_code,
        jenis: 'DEPO',
        corporate_bank_name: account.akun_bank_name,
        corporate_bank_no: account.akun_bank_no,
      },
      { name: 'livin-estatement.csv', content: converted.body },
    );
    const res = await admin.post('/api/mutasiupdepomdr', body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary.rows_inserted).toBe(7);
  });

  it('refuses a locked workbook, a file that is not a spreadsheet, a wrong extension and a missing file', async () => {
    const locked = await convert('/api/uploadfixmandiriformat', 'bad/encrypted-like.xlsx');
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(
      'File Excel terkunci password. Buka di Excel, simpan tanpa password, lalu coba lagi.',
    );
    const notSheet = await convert('/api/uploadfixmandiriformat', 'bad/not-a-spreadsheet.xlsx');
    expect(notSheet.statusCode).toBe(415);
    const csv = await convert('/api/uploadfixqrisformat', 'qris/qris-canonical.csv');
    expect(csv.statusCode).toBe(415);
    expect(csv.json().message).toBe(MSG.convertWrongType);
    const { body, headers } = multipart({});
    const none = await admin.post('/api/uploadfixqrisformat', body, headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.convertMissing);
  });
});

describe('template downloads', () => {
  it.each([
    ['mutasibankbca', 'template_mutasibankbca.csv'],
    ['mutasibankbniinternetbanking', 'template_mutasibankbniinternetbanking.csv'],
    ['mutasibankbnimobile', 'template_mutasibankbnimobile.csv'],
    ['mutasibankmandiri', 'template_mutasibankmandiri.csv'],
    ['mutasimanual', 'template_mutasimanual.csv'],
    ['mutasimanual?bank=bri', 'template_mutasimanual_bri.csv'],
    ['mutasiautoqr', 'template_mutasiautoqr.csv'],
    ['mutasiautotx', 'template_mutasiautotx.csv'],
    ['mutasinexuspay', 'template_mutasinexuspay.csv'],
    ['mutasiqris', 'template_mutasiqris.csv'],
  ])('/api/template%s downloads %s', async (path, name) => {
    const res = await admin.get(`/api/template${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(res.body).toBe(fixture(`templates/${name}`).toString('utf8'));
  });
});
