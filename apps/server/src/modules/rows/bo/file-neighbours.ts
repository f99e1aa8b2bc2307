/** The requests paired with the statement rows around one in its file: where a dates-only credit came (decision 074). */
import type { FileNeighbours, RequestClock } from '@rekon/reconcile';
import { sql } from 'drizzle-orm';
import { type Db, exec } from '../../../db/client';
import { jakartaWallClock } from '../../../db/jakarta-time';
import { statementRow } from '../../../db/schema';
import { b, fromBo, ownBusinessDate, panelTime, s } from './columns';

/** As many as the engine reads on each side (file-order.ts). */
const PER_SIDE = 3;

/**
 * For the statement row at `line` of upload `uploadId`: the approval clocks of the requests paired with the nearest
 * rows above it and below it in that file, nearest first. Read through the upload's index; one row's Saran asks it.
 */
export async function fileNeighbours(db: Db, uploadId: number, line: number): Promise<FileNeighbours> {
  const near = (above: boolean) =>
    sql`(select ${ownBusinessDate(b)}::text as date,
          to_char(${jakartaWallClock(panelTime(b))}, 'HH24:MI:SS') as time, ${s.line} as line
        from ${statementRow} ${sql.identifier('s')} join ${fromBo} on ${b.id} = ${s.boId}
        where ${s.uploadId} = ${uploadId} and ${s.deletedAt} is null and ${s.boId} is not null
          and ${above ? sql`${s.line} < ${line}` : sql`${s.line} > ${line}`}
        order by ${s.line} ${above ? sql`desc` : sql`asc`} limit ${PER_SIDE})`;
  const { rows } = await exec<{ date: string; time: string | null; line: number }>(
    db,
    sql`${near(true)} union all ${near(false)}`,
  );
  // Nearest first on each side: by distance in lines.
  const side = (above: boolean): RequestClock[] =>
    rows
      .filter((row) => Number(row.line) < line === above && row.time !== null)
      .sort((x, y) => Math.abs(Number(x.line) - line) - Math.abs(Number(y.line) - line))
      .map((row) => ({ date: row.date, time: row.time! }));
  return { above: side(true), below: side(false) };
}
