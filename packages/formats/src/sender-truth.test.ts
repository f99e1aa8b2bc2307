import { describe, expect, it } from 'vitest';
import type { UploadFormat } from './formats';
import type { ParseOptions } from './layout';
import type { MutasiRecord } from './records';
import { isWithoutPerson, senderShare } from './sender-share';
import { fixture, fixtureText } from './test-support/fixture';
import { parseAll } from './test-support/parse';
import { statementSheetCsv } from './xlsx/statement-sheet';

/** `fixtures/portal/senders/truth.json`: who a careful reader finds in each credit of each sample. */
interface SenderTruth {
  format: UploadFormat;
  options: ParseOptions;
  credits: ({ line: number } & (
    { none: true } | { name: string | null; wallet: string | null; account: string | null }
  ))[];
}

const TRUTH = JSON.parse(fixtureText('portal/senders/truth.json')) as Record<string, SenderTruth>;

/** What the reader got wrong in one credit, or null when it read what the truth says. */
function miss(record: MutasiRecord, expected: SenderTruth['credits'][number]): string | null {
  if ('none' in expected) return isWithoutPerson(record) ? null : 'a person where there is none';
  const found = { name: record.counterpartyName, wallet: record.wallet, account: record.counterpartyAccount };
  const wrong = (['name', 'wallet', 'account'] as const).filter(
    (key) => expected[key] !== null && found[key] !== expected[key],
  );
  return wrong.length === 0 ? null : wrong.map((key) => `${key} ${found[key]} ≠ ${expected[key]}`).join(', ');
}

/** Each sample as written, and as Excel saved it again (.xlsx and .xls: sheet row N is line N). */
const SAMPLES = Object.keys(TRUTH).flatMap((file) => {
  const base = file.replace(/\.(csv|txt)$/, '');
  return [file, `${base}.xlsx`, `${base}.xls`].map((upload) => [upload, file] as const);
});

describe('senders of the portal layouts (fixtures/portal/senders)', () => {
  it.each(SAMPLES)(
    '%s: the right sender for at least 95%% of the credits with a person, the others counted apart',
    async (upload, file) => {
      const truth = TRUTH[file]!;
      const bytes = fixture(`portal/senders/${upload}`);
      const input = upload === file ? bytes : statementSheetCsv(bytes, truth.format, truth.options).csv;
      const { rows, summary } = await parseAll(truth.format, input, truth.options);
      expect(summary.invalidRows).toBe(0);
      const byLine = new Map(
        rows.flatMap((row) =>
          row.kind === 'record' ? [[row.line, row.record as MutasiRecord] as const] : [],
        ),
      );
      const credits = truth.credits.map((expected) => ({ expected, record: byLine.get(expected.line) }));
      expect(credits.every((credit) => credit.record?.direction === 'CR')).toBe(true);
      const misses = credits.flatMap(({ expected, record }) => {
        const reason = miss(record!, expected);
        return reason ? [`line ${expected.line} ${record!.description}: ${reason}`] : [];
      });
      const withPerson = truth.credits.filter((credit) => !('none' in credit)).length;
      // Every miss is listed when the share falls short, to say which description form needs reading.
      expect({ right: (withPerson - misses.length) / withPerson >= 0.95, misses }).toMatchObject({
        right: true,
      });
      const share = senderShare(credits.map((credit) => credit.record!));
      expect(share.withoutPerson).toBe(truth.credits.length - withPerson);
      expect(share.share).toBeGreaterThanOrEqual(0.95);
    },
  );
});
