import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './client';

export type CopyValue = string | number | boolean | null;

/** One CSV field for COPY: NULL is an unquoted empty field, every other value is quoted. */
function csvField(value: CopyValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? value.replaceAll('\u0000', '') : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

const csvLine = (row: readonly CopyValue[]) => `${row.map(csvField).join(',')}\n`;

/** The driver client under a Drizzle transaction: the one connection COPY must use. */
function rawClientOf(
  trx: Db,
): { kind: 'pg'; client: PoolClient } | { kind: 'pglite'; client: PgliteTransaction } {
  const client = (trx as unknown as { session?: { client?: unknown } }).session?.client as
    { release?: unknown; query?: unknown; exec?: unknown } | undefined;
  if (client && typeof client.release === 'function') return { kind: 'pg', client: client as PoolClient };
  if (client && typeof client.exec === 'function')
    return { kind: 'pglite', client: client as PgliteTransaction };
  throw new Error('copyRows must run inside a transaction on PostgreSQL or PGlite.');
}

/**
 * PostgreSQL gets COPY lines in chunks of about 64 kB: a write per row would be a system call and a wake-up of
 * the database backend per row (2.5x slower at 100k rows).
 */
const COPY_CHUNK_CHARS = 64 * 1024;

/** PGlite reads COPY input from one Blob per statement; this many rows per Blob keeps memory flat. */
const PGLITE_ROWS_PER_COPY = 50_000;

/**
 * Streams rows into a table with COPY (architecture.md: bulk ingest is COPY, never a statement per row):
 * `COPY … FROM STDIN` on PostgreSQL, `COPY … FROM '/dev/blob'` in chunks on PGlite. Call it inside the
 * transaction that owns the rows. Returns the number of rows copied.
 */
export async function copyRows(
  trx: Db,
  table: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
): Promise<number> {
  const target = `${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;
  const raw = rawClientOf(trx);
  let count = 0;
  if (raw.kind === 'pg') {
    const lines = async function* () {
      let chunk = '';
      for await (const row of rows) {
        count++;
        chunk += csvLine(row);
        if (chunk.length >= COPY_CHUNK_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    };
    const stream = raw.client.query(copyFrom(`COPY ${target} FROM STDIN WITH (FORMAT csv)`));
    await pipeline(Readable.from(lines(), { objectMode: false }), stream);
    return count;
  }
  let chunk: string[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const blob = new Blob(chunk);
    chunk = [];
    await raw.client.query(`COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
  };
  for await (const row of rows) {
    count++;
    chunk.push(csvLine(row));
    if (chunk.length >= PGLITE_ROWS_PER_COPY) await flush();
  }
  await flush();
  return count;
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected identifier ${name}`);
  return `"${name}"`;
}
