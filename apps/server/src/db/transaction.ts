import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { getTableName, type Table } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Db } from './client';
import * as schema from './schema';

export type CopyValue = string | number | boolean | null;

/** One transaction on one connection: Drizzle for queries, and COPY into a table on that same connection. */
export interface Tx {
  db: Db;
  /**
   * Streams rows into `table` (architecture.md: bulk ingest is COPY, never a statement per row); each row's values
   * in the order of `columns`. Returns the number of rows copied.
   */
  copyIn(
    table: Table | string,
    columns: readonly { name: string }[],
    rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
  ): Promise<number>;
}

/**
 * Runs `work` in a transaction of its own connection and commits it, or rolls it back when `work` throws. Unlike
 * `db.transaction`, it hands out the connection's COPY: PostgreSQL's `COPY … FROM STDIN` on the pool client that
 * holds the transaction, PGlite's `COPY … FROM '/dev/blob'` on its transaction. Code inside cannot open
 * transactions of its own (withoutNesting).
 */
export async function inTransaction<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') {
    return (database.client as PGlite).transaction(async (client) =>
      work({
        // Drizzle's PGlite driver runs its own transactions on this very object (PgliteSession.transaction).
        db: withoutNesting(drizzlePglite({ client: client as unknown as PGlite, schema })),
        copyIn: (table, columns, rows) => copyIntoPglite(client, table, columns, rows),
      }),
    );
  }
  const client = await (database.client as pg.Pool).connect();
  try {
    await client.query('begin');
    const result = await work({
      db: withoutNesting(drizzlePg({ client, schema })),
      copyIn: (table, columns, rows) => copyIntoPostgres(client, table, columns, rows),
    });
    await client.query('commit');
    client.release();
    return result;
  } catch (err) {
    // A connection that cannot even roll back is broken: the pool drops it instead of lending it again.
    await client.query('rollback').then(
      () => client.release(),
      (rollbackErr: unknown) => client.release(rollbackErr instanceof Error ? rollbackErr : true),
    );
    throw err;
  }
}

/**
 * The Drizzle of a connection already in a transaction, refusing to open another: Drizzle's own `transaction` would
 * commit the outer one early on PostgreSQL (BEGIN inside a transaction is only a warning) and fail obscurely on PGlite.
 */
function withoutNesting<D extends Db>(db: D): D {
  db.transaction = () => {
    throw new Error(
      'inTransaction: a nested transaction is not supported; use the transaction you were given.',
    );
  };
  return db;
}

/** Text that COPY's CSV reads back only when quoted: a separator, a quote or a line break in it. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field for COPY: NULL is an unquoted empty field, an empty string a quoted one, other text quoted only
 * when it must be. NUL characters, which PostgreSQL text cannot hold, are dropped.
 */
function csvField(value: CopyValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (text === '') return '""';
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One COPY line (a plain loop: `map` and `join` cost twice as much on a busy upload's 50,000 lines). */
function csvLine(row: readonly CopyValue[]): string {
  let line = '';
  for (let at = 0; at < row.length; at++) line += `${at === 0 ? '' : ','}${csvField(row[at] ?? null)}`;
  return `${line}\n`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** A table, or the name of a temporary table shaped like one (a staging table). */
const copyTarget = (table: Table | string, columns: readonly { name: string }[]) =>
  `${quote(typeof table === 'string' ? table : getTableName(table))} (${columns.map((column) => quote(column.name)).join(', ')})`;

/**
 * PostgreSQL gets COPY lines in chunks of about 64 kB: a write per row would be a system call and a wake-up of
 * the database backend per row (2.5x slower at 100k rows).
 */
const COPY_CHUNK_CHARS = 64 * 1024;

async function copyIntoPostgres(
  client: pg.PoolClient,
  table: Table | string,
  columns: readonly { name: string }[],
  rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
) {
  let count = 0;
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
  const stream = client.query(copyFrom(`COPY ${copyTarget(table, columns)} FROM STDIN WITH (FORMAT csv)`));
  await pipeline(Readable.from(lines(), { objectMode: false }), stream);
  return count;
}

/** PGlite reads COPY input from one Blob per statement; this many rows per Blob keeps memory flat. */
const PGLITE_ROWS_PER_COPY = 50_000;

async function copyIntoPglite(
  client: PgliteTransaction,
  table: Table | string,
  columns: readonly { name: string }[],
  rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
) {
  const copy = `COPY ${copyTarget(table, columns)} FROM '/dev/blob' WITH (FORMAT csv)`;
  let count = 0;
  let chunk: string[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const blob = new Blob(chunk);
    chunk = [];
    await client.query(copy, [], { blob });
  };
  for await (const row of rows) {
    count++;
    chunk.push(csvLine(row));
    if (chunk.length >= PGLITE_ROWS_PER_COPY) await flush();
  }
  await flush();
  return count;
}
