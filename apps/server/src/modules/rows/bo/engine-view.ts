/** The engine's view of the rows. */
import { type IsoDate, addDays } from '@rekon/contracts';
import { WINDOW_DAYS } from '@rekon/reconcile';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, exec, list, readRows } from '../../../db/client';
import { tableName } from '../../../db/identifier';
import { jakartaWallClock } from '../../../db/jakarta-time';
import { statementRow } from '../../../db/schema';
import { playerAccountKey } from '../player-account';
import type { ContestedRest, EngineBo, NewBo, Side } from '../row-model';
import { copied, copiedOrNull } from '../stage';
import {
  type BoAlias,
  STAGE,
  b,
  fromBo,
  matchingAmount,
  ownBusinessDate,
  panelTime,
  s,
  staged,
} from './columns';

interface EngineRecord {
  id: number;
  has_insight: boolean;
  ticket: string;
  amount_cents: number;
  nett_cents: number | null;
  business_date: string;
  time: string | null;
  username: string;
  holder: string | null;
  player_bank: string | null;
  player_bank_no: string | null;
  corporate_bank: string;
  ref: string;
  own_ref: string;
  upload_id: number;
  standing_id: number | null;
}

/** What the engine reads of a row of `row` (bo_row or the stage); approved rows are read at their own date. */
const engineColumns = (row: BoAlias) =>
  sql`${row.id} as id, ${row.ticket} as ticket, ${row.amountCents} as amount_cents, ${row.nettCents} as nett_cents,
      (case when ${row.approved} then ${ownBusinessDate(row)} else ${row.businessDate} end)::text as business_date,
      to_char(${jakartaWallClock(panelTime(row))}, 'HH24:MI:SS') as time,
      ${row.username} as username, ${row.playerBankHolder} as holder, ${row.playerBankBank} as player_bank,
      ${row.playerBankNo} as player_bank_no, ${row.corporateBank} as corporate_bank, ${row.ref} as ref,
      ${row.ownRef} as own_ref, ${row.uploadId} as upload_id`;

function toEngineBo(side: Side, website: string, row: EngineRecord): EngineBo {
  return {
    id: Number(row.id),
    hasInsight: row.has_insight,
    uploadId: Number(row.upload_id),
    playerAccount: playerAccountKey(row.player_bank, row.player_bank_no, row.username),
    standingMutasiId: row.standing_id === null ? null : Number(row.standing_id),
    side,
    website,
    ticket: row.ticket,
    // Rows that tie on time are ordered by what they say, not by the ids an upload order gave them.
    orderKey: row.ticket,
    amountCents: Number(row.amount_cents),
    nettAmountCents: row.nett_cents === null ? null : Number(row.nett_cents),
    businessDate: row.business_date,
    time: row.time,
    username: row.username || null,
    holderName: row.holder,
    playerBank: row.player_bank,
    corporateBank: row.corporate_bank || null,
    ref: row.ref || null,
    ownRef: row.own_ref || null,
  };
}

/**
 * A row just parsed as the engine would read it back from the stage (`readStagedBo`), for a run fed from memory:
 * `id` is the one the stage gave it (set once it has). Times are WIB wall-clock already (staging.ts), so the Jakarta clock of the
 * stored instant is the local time as parsed.
 */
export function freshEngineBo(row: NewBo, id: number): EngineBo {
  const local = row.panelApprovedAt ?? row.requestedAt;
  return toEngineBo(row.side, row.website, {
    id,
    has_insight: false,
    ticket: copied(row.ticket),
    amount_cents: row.amountCents,
    nett_cents: row.nettCents,
    business_date: row.businessDate,
    time: local === null ? null : local.slice(11, 19),
    username: copied(row.username),
    holder: copiedOrNull(row.playerBankHolder),
    player_bank: copiedOrNull(row.playerBankBank),
    player_bank_no: copiedOrNull(row.playerBankNo),
    corporate_bank: copied(row.corporateBank),
    ref: copied(row.ref),
    own_ref: copied(row.ownRef),
    upload_id: row.uploadId,
    standing_id: null,
  });
}

/** The staged rows as the engine reads them: fresh, pending, paired with nothing yet. */
export async function readStagedBo(db: Db, side: Side, website: string): Promise<EngineBo[]> {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(staged)}, false as has_insight, null::bigint as standing_id
          from ${tableName(STAGE)}`,
  );
  return rows.map((row) => toEngineBo(side, website, row));
}

/** The business dates the stage covers and how many rows it holds. */
export async function stagedBoRange(db: Db) {
  const { rows } = await exec<{ from: string | null; to: string | null; n: number }>(
    db,
    sql`select min(${staged.businessDate})::text as from, max(${staged.businessDate})::text as to, count(*)::int as n
        from ${tableName(STAGE)}`,
  );
  const count = rows[0]?.n ?? 0;
  return { from: rows[0]?.from ?? null, to: rows[0]?.to ?? null, count, pairable: count };
}

/** Stored BO rows of a website's side, as the engine reads them, selected by `where` over `b`. */
export async function loadBo(db: Db, side: Side, website: string, where: SQL): Promise<EngineBo[]> {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(b)},
            ${b.contested} or coalesce(jsonb_array_length(${b.suggestions}), 0) > 0 or ${b.split} is not null
              as has_insight,
            ${s.id} as standing_id
          from ${fromBo}
          left join ${statementRow} ${sql.identifier('s')} on ${s.boId} = ${b.id} and ${s.pairAuto}
          where ${b.website} = ${website} and ${b.side} = ${side} and ${b.deletedAt} is null and ${where}`,
  );
  return rows.map((row) => toEngineBo(side, website, row));
}

/**
 * The rows a run solves again: pending BO rows, and rows an engine run paired that no person has touched (their
 * pair may be reopened), whose own business date lies in [from, to]. A matched row carries its statement's date,
 * at most a day from its own, so the index on the business date still finds it.
 */
export function loadOpenBo(db: Db, side: Side, website: string, from: IsoDate, to: IsoDate) {
  return loadBo(
    db,
    side,
    website,
    sql`(not ${b.approved} or ${s.id} is not null)
        and ${b.businessDate} between ${addDays(from, -WINDOW_DAYS)}::date and ${addDays(to, WINDOW_DAYS)}::date
        and (case when ${b.approved} then ${ownBusinessDate(b)} else ${b.businessDate} end) between ${from}::date and ${to}::date`,
  );
}

/** The BO rows of a contested group's rest. */
export function loadContestedBo(db: Db, { side, website, from, to, amountsCents }: ContestedRest) {
  return loadBo(
    db,
    side,
    website,
    sql`not ${b.approved} and ${b.contested} and ${b.businessDate} between ${from}::date and ${to}::date
        and ${matchingAmount(b)} = any(${list(amountsCents)}::bigint[])`,
  );
}
