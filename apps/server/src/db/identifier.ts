import { sql, type Column } from 'drizzle-orm';

/**
 * A column's bare name (`"amount_cents"`), quoted and escaped by Drizzle: for the lists of an INSERT or a COPY and
 * for staging tables shaped like a row table, where a table-qualified reference would name the wrong table.
 */
export const columnName = (column: Column) => sql.identifier(column.name);

/** A temporary table's name, chosen by code (never by input). */
export const tableName = (name: string) => sql.identifier(name);
