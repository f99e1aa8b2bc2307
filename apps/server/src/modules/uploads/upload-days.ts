import { sql } from 'drizzle-orm';
import { MONTHS, MSG, type IsoDate, type UploadDay } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { tableName } from '../../db/identifier';
import { jakartaWallClock } from '../../db/jakarta-time';
import { boStage } from '../rows/bo/staging';
import { statementStage } from '../rows/statement/staging';

/**
 * An upload's new rows per business date, and why a row sits on a day its request does not name (issue 29 item 6,
 * decision 069). "39 data berhasil ditambahkan" for 27 Nov while View BO shows 38 is explained by the line
 * "1 baris masuk 28 Nov: di-approve pukul 00.03 WIB". Read after the run, inside the upload's transaction, from its
 * stage: once the rows already stored have left it, the stage holds exactly the rows the upload added (a look-up by
 * upload id would read the whole row table, which has no index on it for BO rows).
 */

/** `28 Nov`: how staff name a day in a sentence. */
const shortDay = (date: IsoDate) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

interface DayRow {
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

/** Why moved rows are on their date, in the words of the issue ("di-approve pukul 00.03 WIB"). */
function reasonOf(day: DayRow): string | null {
  const parts: string[] = [];
  const count = (n: number) => (n === day.rows ? '' : `${n} `);
  if (day.late > 0) {
    const at = day.late_first === day.late_last ? day.late_first : `${day.late_first}–${day.late_last}`;
    parts.push(`${count(day.late)}di-approve pukul ${at} WIB`);
  }
  if (day.by_request > 0) parts.push(`${count(day.by_request)}tanpa waktu approve, menurut waktu request`);
  if (day.undated > 0)
    parts.push(`${count(day.undated)}tanpa waktu, menurut tanggal di file atau hari upload`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** Pending rows of the website's side on a date: BO requests, and statement rows that are not bank fees. */
const pendingOn = (website: string, side: string, date: ReturnType<typeof sql>) => sql`
  (select count(*)::int from bo_row p where p.website = ${website} and p.side = ${side}
     and p.deleted_at is null and not p.approved and p.business_date = ${date}) as pending_bo,
  (select count(*)::int from statement_row p where p.website = ${website} and p.side = ${side}
     and p.deleted_at is null and not p.approved and not p.is_fee and p.date = ${date}) as pending_mutasi`;

/** The rows one upload added (its stage), per business date, with the day's own pending counts. */
export async function uploadDays(
  db: Db,
  target: 'bo' | 'statement',
  website: string,
  side: string,
): Promise<UploadDay[]> {
  const query = target === 'bo' ? boDays(website, side) : statementDays(website, side);
  const { rows } = await exec<DayRow>(db, query);
  return rows.map((day) => {
    const moved = day.late + day.by_request + day.undated;
    const reason = reasonOf(day);
    return {
      date: day.date,
      rows: day.rows,
      moved,
      reason,
      pending_bo: day.pending_bo,
      pending_mutasi: day.pending_mutasi,
      message: MSG.uploadDayRows(day.rows, shortDay(day.date), reason),
    };
  });
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
