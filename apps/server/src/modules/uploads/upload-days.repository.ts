import { sql } from 'drizzle-orm';
import { exec, type Db } from '../../db/client';
import { tableName } from '../../db/identifier';
import { jakartaWallClock } from '../../db/jakarta-time';
import { boStage } from '../rows/bo/staging';
import { statementStage } from '../rows/statement/staging';

/** An upload's new rows per business date, read from its stage (upload-days.ts says why). */

export interface DayRow {
  date: string;
  rows: number;
  /** Approved on a later day than requested: the earliest and latest approve time (`HH.MM`). */
  late: number;
  late_first: string | null;
  late_last: string | null;
  /** No approve time: the request time gave the date. */
  by_request: number;
  /** No time at all: the panel's statement date or the upload day gave it. */
  undated: number;
  pending_bo: number;
  pending_mutasi: number;
}

/** Pending rows of the website's side on a date: BO requests, and statement rows that are not bank fees. */
const pendingOn = (website: string, side: string, date: ReturnType<typeof sql>) => sql`
  (select count(*)::int from bo_row p where p.website = ${website} and p.side = ${side}
     and p.deleted_at is null and not p.approved and p.business_date = ${date}) as pending_bo,
  (select count(*)::int from statement_row p where p.website = ${website} and p.side = ${side}
     and p.deleted_at is null and not p.approved and not p.is_fee and p.date = ${date}) as pending_mutasi`;

/** The rows one upload added (its stage), per business date, with the day's own pending counts. */
export async function stagedDays(db: Db, target: 'bo' | 'statement', website: string, side: string) {
  const { rows } = await exec<DayRow>(
    db,
    target === 'bo' ? boDays(website, side) : statementDays(website, side),
  );
  return rows;
}

/**
 * A staged BO row's business date is the Jakarta date of its approve time, else of its request (staging.ts), as View
 * BO shows it; a row approved on a later day than its request is "late". Only those read their approve time.
 */
function boDays(website: string, side: string) {
  const approved = jakartaWallClock(sql`b.panel_approved_at`);
  const late = sql`b.panel_approved_at is not null and b.requested_at is not null
    and b.business_date > (${jakartaWallClock(sql`b.requested_at`)})::date`;
  return sql`
    with days as (
      select b.business_date as day, count(*)::int as rows,
        (count(*) filter (where ${late}))::int as late,
        min(to_char(${approved}, 'HH24.MI')) filter (where ${late}) as late_first,
        max(to_char(${approved}, 'HH24.MI')) filter (where ${late}) as late_last,
        (count(*) filter (where b.panel_approved_at is null and b.requested_at is not null))::int as by_request,
        (count(*) filter (where b.panel_approved_at is null and b.requested_at is null))::int as undated
      from ${tableName(boStage.name)} b
      group by 1)
    select day::text as date, rows, late, late_first, late_last, by_request, undated,
      ${pendingOn(website, side, sql`days.day`)}
    from days order by day`;
}

/** A statement row's date is the statement's own date: nothing moves it. */
function statementDays(website: string, side: string) {
  return sql`
    with days as (
      select s.date as day, count(*)::int as rows from ${tableName(statementStage.name)} s group by 1)
    select day::text as date, rows, 0 as late, null as late_first, null as late_last, 0 as by_request,
      0 as undated, ${pendingOn(website, side, sql`days.day`)}
    from days order by day`;
}
