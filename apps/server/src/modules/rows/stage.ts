/**
 * An upload's stage (decision 049): a temporary table shaped like its row table (`LIKE ... INCLUDING DEFAULTS`, so a
 * staged row takes its final id from the row table's own sequence as it is copied in), dropped with the
 * transaction. The rows a run decides about are read from it and then stored once.
 */
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { exec, type Db } from '../../db/client';
import { columnName, tableName } from '../../db/identifier';
import type { boRow, statementRow } from '../../db/schema';
import type { CopyValue } from '../../db/transaction';

type RowTable = typeof boRow | typeof statementRow;

export interface Stage<Row> {
  name: string;
  /** The staged columns, in COPY order. */
  columns: { name: string }[];
  /** A row's values in COPY order. */
  values(row: Row): CopyValue[];
  create(db: Db): Promise<void>;
  /** Staged rows already stored (a file uploaded again, an overlapping one) leave the stage; returns how many. */
  dropStored(db: Db): Promise<number>;
  /**
   * Stores every staged row in the row table, once: each column as staged unless `decided` gives its value, an
   * expression over the stage's alias and what `joins` (left joins of the run's decisions) brings in.
   */
  insertStored(db: Db, decided: Partial<Record<string, SQL>>, joins: SQL): Promise<void>;
}

/**
 * What places an uploaded row, staged first by every stage: its side and website, its upload, its fingerprint (what
 * `dropStored` compares) and its line in the file.
 */
export const PLACE_FIELDS = ['side', 'website', 'uploadId', 'fingerprint', 'line'] as const;

/** Text as COPY stores it (db/transaction.ts): PostgreSQL text holds no NUL character, so COPY drops them. */
export const copied = (text: string): string =>
  text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
export const copiedOrNull = (text: string | null): string | null => (text === null ? null : copied(text));

/**
 * The ids of the staged rows in the order they were copied in (each took the next value of its table's sequence),
 * as one JSON text: PGlite builds a JavaScript object per row of a result, which 50k rows of one id would cost.
 */
export async function stagedIds(db: Db, name: string): Promise<number[]> {
  const { rows } = await exec<{ ids: string }>(
    db,
    sql`select coalesce(json_agg(id order by id), '[]')::text as ids from ${tableName(name)}`,
  );
  return JSON.parse(rows[0]!.ids) as number[];
}

/** The stage's own column beside its table's: a fingerprint a stored row may hold instead of the staged one. */
const LEGACY = 'legacy_fingerprint';

/**
 * The stage of `table`, staging `fields` of each row. With `legacyFingerprint`, a staged row is also stored already
 * when a stored row holds that fingerprint (a row stored before its fingerprint was defined as it is now).
 */
export function stageOf<Row, Table extends RowTable>(
  table: Table,
  name: string,
  fields: readonly (keyof Row & keyof Table['_']['columns'])[],
  legacyFingerprint?: (row: Row) => string | null,
): Stage<Row> {
  const staged = alias(table, name);
  const column = (of: object, field: PropertyKey) => (of as Record<PropertyKey, PgColumn>)[field]!;
  const stored = column(table, 'fingerprint');
  const legacy = sql`${tableName(name)}.${sql.identifier(LEGACY)}`;
  return {
    name,
    columns: [
      ...fields.map((field) => column(table, field)),
      ...(legacyFingerprint ? [{ name: LEGACY }] : []),
    ],
    values(row) {
      const values = fields.map((field) => row[field] as CopyValue);
      if (legacyFingerprint) values.push(legacyFingerprint(row));
      return values;
    },
    async create(db) {
      const extra = legacyFingerprint ? sql`, ${sql.identifier(LEGACY)} uuid` : sql``;
      await exec(
        db,
        sql`create temp table ${tableName(name)} (like ${table} including defaults${extra}) on commit drop`,
      );
    },
    async dropStored(db) {
      const { rowCount } = await exec(
        db,
        sql`delete from ${tableName(name)} where exists (
              select 1 from ${table} where ${stored} = ${column(staged, 'fingerprint')})${
                legacyFingerprint
                  ? sql` or (${legacy} is not null and exists (select 1 from ${table} where ${stored} = ${legacy}))`
                  : sql``
              }`,
      );
      return rowCount;
    },
    async insertStored(db, decided, joins) {
      const columns = Object.entries(getTableColumns(table)) as [string, Column][];
      await exec(
        db,
        sql`insert into ${table} (${sql.join(
          columns.map(([, col]) => columnName(col)),
          sql`, `,
        )})
            select ${sql.join(
              columns.map(([key, col]) => decided[key] ?? sql`${staged}.${columnName(col)}`),
              sql`, `,
            )}
            from ${tableName(name)} ${joins}`,
      );
    },
  };
}
