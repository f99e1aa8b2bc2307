/**
 * What the busy day costs before any database: its two files read by the upload parsers (streamed from disk, as an
 * upload reads its body) and one matching run over its rows, each the first in this process as in a fresh server.
 * No upload can take less, whatever its writes, so this over the raw COPY is the floor of the day's ratio in the
 * present design (issue 31).
 */
import { createReadStream } from 'node:fs';
import { parseUpload, type ParseOptions, type UploadFormat } from '@rekon/formats';
import { matchDay } from '@rekon/reconcile';
import type { BusyDayShape } from './busy-day';
import { busyDayInput } from './busy-day-input';

export interface BusyFloor {
  parseBoSeconds: number;
  parseStatementSeconds: number;
  engineSeconds: number;
  records: number;
}

async function parseSeconds(format: UploadFormat, file: string, options: ParseOptions) {
  const started = performance.now();
  let records = 0;
  for await (const row of parseUpload(format, createReadStream(file), options)) {
    if (row.kind === 'record') records++;
  }
  return { seconds: (performance.now() - started) / 1000, records };
}

export async function measureBusyFloor(
  shape: BusyDayShape,
  files: { bo: string; statement: string },
): Promise<BusyFloor> {
  // The bench's website is a Nexus panel, whose BO amounts are thousands of rupiah.
  const bo = await parseSeconds('nexus-deposit', files.bo, {
    websiteCode: shape.website,
    boAmountScale: 1000,
  });
  const statement = await parseSeconds('bca', files.statement, {
    statementDate: shape.date,
    accountNumber: shape.account.number,
  });
  const input = busyDayInput(shape);
  const started = performance.now();
  matchDay(input);
  return {
    parseBoSeconds: bo.seconds,
    parseStatementSeconds: statement.seconds,
    engineSeconds: (performance.now() - started) / 1000,
    records: bo.records + statement.records,
  };
}
