import { sql } from 'drizzle-orm';

/**
 * A table or column name chosen by code (the deposit or withdraw side's tables, see reconciliation/sides.ts),
 * quoted and escaped by drizzle, never spliced in as raw text.
 */
export const id = (name: string) => sql.identifier(name);
