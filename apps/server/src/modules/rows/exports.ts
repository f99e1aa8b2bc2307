/**
 * The SQL of the review exports (review/export.service.ts streams it): which rows an export reads, in the columns of
 * its screen (responses.ts), counted, copied out as CSV, or read in keyset batches.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { exec, type Db } from '../../db/client';
import { boExportSource } from './bo/lists';
import { EXPORTS, EXPORT_SOURCES, type ExportColumn, type ExportKind } from './responses';
import type { ReviewFilter } from './row-model';
import { statementExportSource } from './statement/lists';

export interface ExportSource {
  kind: ExportKind;
  /** The row table under the alias `p`. */
  from: SQL;
  where: SQL;
  id: SQL | Column;
  columns: ExportColumn[];
}

/**
 * What an export filters by: never a free-text search, since a CSV export's query is written out with its values
 * inline (COPY takes no parameters).
 */
export type ExportFilter = Pick<ReviewFilter, 'website' | 'date' | 'status'>;

export function exportSource(kind: ExportKind, filter: ExportFilter): ExportSource {
  const { kind: rows, side } = EXPORT_SOURCES[kind];
  const source = rows === 'bo' ? boExportSource(side, filter) : statementExportSource(side, filter);
  return { kind, ...source, columns: EXPORTS[kind].columns };
}

export async function countExport(db: Db, source: ExportSource): Promise<number> {
  const { rows } = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${source.from} where ${source.where}`,
  );
  return rows[0]?.n ?? 0;
}

const dialect = new PgDialect();

/**
 * A column as a CSV cell. Text is also neutralised after every `;` inside it: an Excel whose list separator is
 * `;` (Indonesian settings) splits a comma CSV there, quotes or not, and the piece after it is a cell of its own
 * that must not start a formula (`BUDI;=HYPERLINK(...)` is written `BUDI;'=HYPERLINK(...)`).
 */
const csvSafe = (column: ExportColumn): SQL =>
  column.kind === 'text'
    ? sql`regexp_replace(${column.sql}, ${sql.raw(`';([=+@\\t\\r\\n-])'`)}, ${sql.raw(`';''\\1'`)}, 'g')`
    : column.sql;

/**
 * `COPY (…) TO <target> WITH (FORMAT csv)` of the rows after id `after` (up to `last` when given), numbered from
 * `numberFrom` + 1, with the header line when asked. COPY takes no bind parameters: every value in these queries
 * is checked before (website code, ISO date, status, ids), and Drizzle writes them as escaped literals.
 */
export function csvCopy(
  source: ExportSource,
  target: 'STDOUT' | "'/dev/blob'",
  range: { after?: number; last?: number; numberFrom?: number; header: boolean },
): string {
  const bounds = sql.join(
    [
      range.after === undefined ? undefined : sql`${source.id} > ${range.after}`,
      range.last === undefined ? undefined : sql`${source.id} <= ${range.last}`,
    ].filter((bound): bound is SQL => bound !== undefined),
    sql` and `,
  );
  const select = sql`select ${range.numberFrom ?? 0} + row_number() over (order by ${source.id}) as "No",
      ${sql.join(
        source.columns.map((column) => sql`${csvSafe(column)} as ${sql.identifier(column.header)}`),
        sql`, `,
      )}
    from ${source.from} where ${source.where} ${range.after === undefined && range.last === undefined ? sql`` : sql`and ${bounds}`}
    order by ${source.id}`;
  const query = dialect.sqlToQuery(select.inlineParams());
  // Every text cell is quoted: a desk whose Excel splits on `;` (the Indonesian list separator) must not find a
  // new cell, and a formula at its start, after a `;` inside a bank's remark (api.md: `;`-safe quoting).
  const quoted = source.columns
    .filter((column) => column.kind === 'text')
    .map((column) => `"${column.header.replaceAll('"', '""')}"`);
  const forceQuote = quoted.length > 0 ? `, FORCE_QUOTE (${quoted.join(', ')})` : '';
  return `COPY (${query.sql}) TO ${target} WITH (FORMAT csv, HEADER ${range.header ? 'true' : 'false'}${forceQuote})`;
}

/** The id of the `size`-th row after id `after`, or of the last one when fewer are left; null when none are. */
export async function batchEnd(db: Db, source: ExportSource, after: number, size: number) {
  const { rows } = await exec<{ last: number | null }>(
    db,
    sql`select max(id)::float8 as last from (select ${source.id} as id from ${source.from}
          where ${source.where} and ${source.id} > ${after} order by ${source.id} limit ${size}) batch`,
  );
  return rows[0]?.last ?? null;
}

/** Up to `size` rows after id `after`, in the export's columns (`c0`, `c1`, …; money as numeric text), by id. */
export async function exportBatch(db: Db, source: ExportSource, after: number, size: number) {
  const { rows } = await exec<Record<string, string | null> & { _id: number }>(
    db,
    sql`select ${source.id} as _id, ${sql.join(
      source.columns.map(
        (column, i) =>
          sql`${column.kind === 'money' ? sql`${column.sql}::text` : column.sql} as ${sql.identifier(`c${i}`)}`,
      ),
      sql`, `,
    )}
        from ${source.from} where ${source.where} and ${source.id} > ${after}
        order by ${source.id} limit ${size}`,
  );
  return rows;
}
