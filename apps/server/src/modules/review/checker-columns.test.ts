/**
 * Issue 29 item 7 (decision 069): View Mutasi's list answers what a checker reads a credit by: when the bank
 * booked it, the bank's description, where it came from ("Upload #N", the upload history's id), and App Date as
 * the time of the pairing, not of the transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MutasiDepositRow, UploadHistoryRow, UploadResponse } from '@rekon/contracts';
import { testApp, type Client, type TestApp } from '../../test/app';
import { fixture, multipart } from '../../test/multipart';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
  await t.make.website({ code: 'ABC', panel: 'NEXUS' });
});
afterAll(() => t?.close());

async function upload(endpoint: string, file: string) {
  const { body, headers } = multipart(
    { groups: 'ABC', jenis: 'DEPO' },
    { name: file.split('/').pop()!, content: fixture(file) },
  );
  const res = await admin.post(endpoint, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResponse>().summary.upload_id;
}

describe('View Mutasi columns a checker needs', () => {
  it('answers the transaction time, the description, the upload it came from and the pairing time', async () => {
    await upload('/api/checkdata', 'day-abc-2026-06-05/bo-deposit.csv');
    const started = Date.now();
    const qrisUpload = await upload('/api/mutasiupdepoqris', 'day-abc-2026-06-05/qris.csv');
    const finished = Date.now();

    const list = await admin.get('/api/viewmutasi/05-Jun-2026/ABC/all/100/1');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list
      .json<MutasiDepositRow[]>()
      .filter((row) => row.mutasi_source === `Upload #${qrisUpload}`);
    expect(rows.length).toBeGreaterThan(0);
    const paired = rows.filter((row) => row.mutasi_app);
    expect(paired.length).toBeGreaterThan(0);
    for (const row of paired) {
      // The pairing happened during the upload; the credit itself was booked hours before, on 5 June.
      const pairedAt = Date.parse(row.mutasi_app_date!);
      expect(pairedAt).toBeGreaterThanOrEqual(started - 1000);
      expect(pairedAt).toBeLessThanOrEqual(finished + 1000);
      expect(row.mutasi_date).toBe('2026-06-05');
      expect(row.mutasi_time).toMatch(/^\d{2}:\d{2}(:\d{2})?$/);
      expect(row.mutasi_description.length).toBeGreaterThan(0);
    }

    // "Upload #N" is the upload history's own id.
    const history = await admin.get('/api/uploadhistory/ABC/50/1');
    expect(history.statusCode, history.body).toBe(200);
    const entry = history.json<UploadHistoryRow[]>().find((item) => item.upload_id === qrisUpload);
    expect(entry).toMatchObject({ file_name: 'qris.csv' });
  });
});
