import { describe, expect, it } from 'vitest';
import type { UploadResponse } from '@rekon/contracts';
import { failureNotice, pendingReviewLink, reopenedLine, resultNotice } from './upload-result';

const summary: UploadResponse['summary'] = {
  upload_id: 1,
  rows_total: 1,
  rows_inserted: 1,
  rows_duplicate: 0,
  rows_skipped: 0,
  skipped_reasons: {},
  matched: { REF: 0, EXACT: 0, UNIQUE: 0 },
  reopened: 0,
  pending: { bo: 0, mutasi: 0, contested_groups: 0 },
  dates: [],
  balance: null,
  warnings: [],
};
const context = { statementDate: '07-Jun-2026', providerLabel: 'Nexus' };
const answer = (status: boolean, messages: string[]): UploadResponse => ({
  status,
  data: messages.map((message) => ({ message })),
  summary,
});

describe('resultNotice', () => {
  it('says nothing is new, with the day the server names', () => {
    expect(resultNotice(answer(true, ['Data sudah ada untuk tanggal 05-Jun-2026']), context)).toEqual({
      tone: 'info',
      text: 'ℹ️ Data sudah ada untuk tanggal 05-Jun-2026.',
    });
    expect(resultNotice(answer(true, []), context).text).toBe('ℹ️ Data sudah ada untuk tanggal 07-Jun-2026.');
  });

  it('shows one message as it is, several as a count', () => {
    expect(resultNotice(answer(false, ['39 data berhasil ditambahkan']), context)).toEqual({
      tone: 'success',
      text: '✅ 39 data berhasil ditambahkan',
    });
    expect(resultNotice(answer(false, ['a', 'b', 'c']), context).text).toBe(
      '✅ 3 data berhasil ditambahkan.',
    );
    expect(resultNotice(answer(false, []), context).text).toBe('✅ Upload Nexus berhasil.');
  });
});

describe('failureNotice', () => {
  it('prefixes the server message, or says the error is unknown', () => {
    expect(failureNotice('File harus .csv').text).toBe('❌ Upload failed: File harus .csv');
    expect(failureNotice('  ').text).toBe('❌ Upload failed: Unknown error');
  });
});

describe('reopenedLine', () => {
  it('says how many automatic pairs went back to Pending and where to look', () => {
    expect(reopenedLine({ ...summary, reopened: 3 })).toBe('3 pasangan otomatis dibuka ulang — cek View BO');
    expect(reopenedLine({ ...summary, reopened: 1200 })).toBe(
      '1.200 pasangan otomatis dibuka ulang — cek View BO',
    );
  });

  it('adds no line when the upload reopened nothing', () => {
    expect(reopenedLine(summary)).toBeNull();
  });
});

describe('pendingReviewLink', () => {
  it('opens View BO on the pending rows of the uploaded side and website', () => {
    expect(pendingReviewLink('deposit', 'ABC')).toBe('/view-bo?type=deposit&website=ABC&status=pending');
    expect(pendingReviewLink('withdraw', 'A B')).toBe('/view-bo?type=withdraw&website=A+B&status=pending');
  });
});
