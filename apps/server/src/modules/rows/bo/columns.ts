/** The aliases and SQL fragments every question of this table shares. */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnName } from '../../../db/identifier';
import { jakartaWallClock } from '../../../db/jakarta-time';
import { boRow, statementRow } from '../../../db/schema';

export const b = alias(boRow, 'b');
export const s = alias(statementRow, 's');
export const fromBo = sql`${boRow} ${sql.identifier('b')}`;

/** When the panel says the request happened: its approve time, else its request time. */
export const panelTime = (row: BoAlias) => sql`coalesce(${row.panelApprovedAt}, ${row.requestedAt})`;

/** The business date a BO row had before a match moved it: the Jakarta date of its approve time, else request. */
export const ownBusinessDate = (row: BoAlias) =>
  sql`coalesce(${jakartaWallClock(panelTime(row))}::date, ${row.businessDate})`;

/** A BO row back to pending (a reopened pair, a counterpart gone), at its own business date. */
export const BACK_TO_PENDING = sql`${columnName(b.approved)} = false, ${columnName(b.remark)} = null,
  ${columnName(b.matchPass)} = null, ${columnName(b.approvedAt)} = null, ${columnName(b.approvedBy)} = null,
  ${columnName(b.businessDate)} = ${ownBusinessDate(b)}`;

/** The matching amount: a withdrawal's nett when set and not zero, else its amount (reconcile.md "Keys"). */
export const matchingAmount = (row: BoAlias) =>
  sql`case when ${row.side} = 'WD' then coalesce(nullif(${row.nettCents}, 0), ${row.amountCents}) else ${row.amountCents} end`;

export const STAGE = 'stage_bo_row';
export const staged = alias(boRow, STAGE);
/** bo_row under a name: `b`, or the stage, which has its columns. */
export type BoAlias = typeof b | typeof staged;
