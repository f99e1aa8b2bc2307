/** The aliases and SQL fragments every question of this table shares. */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnName } from '../../../db/identifier';
import { statementRow } from '../../../db/schema';

// Moved out (issue 29 added the QRIS RRN); the bench and older callers import it from here.

export const s = alias(statementRow, 's');
export const fromStatement = sql`${statementRow} ${sql.identifier('s')}`;

/** A statement row back to pending (a reopened pair, a counterpart gone), showing its own ticket again. */
export const BACK_TO_PENDING = sql`${columnName(s.approved)} = false, ${columnName(s.remark)} = null,
  ${columnName(s.ticket)} = ${s.sourceTicket}, ${columnName(s.matchedAt)} = null,
  ${columnName(s.matchPass)} = null, ${columnName(s.approvedBy)} = null, ${columnName(s.boId)} = null,
  ${columnName(s.pairAuto)} = false, ${columnName(s.pairScore)} = null`;

export const STAGE = 'stage_statement_row';
export const staged = alias(statementRow, STAGE);
