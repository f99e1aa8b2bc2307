import { MONTHS, MSG, type IsoDate, type UploadDay } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { stagedDays, type DayRow } from './upload-days.repository';

/**
 * An upload's new rows per business date, and why a row sits on a day its request does not name (issue 29 item 6,
 * decision 069). "39 data berhasil ditambahkan" for 27 Nov while View BO shows 38 is explained by the line
 * "1 baris masuk 28 Nov: di-approve pukul 00.03 WIB". Read after the run, inside the upload's transaction, from its
 * stage: once the rows already stored have left it, the stage holds exactly the rows the upload added (a look-up by
 * upload id would read the whole row table, which has no index on it for BO rows).
 */

/** `28 Nov`: how staff name a day in a sentence. */
const shortDay = (date: IsoDate) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

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

/** The rows one upload added (its stage), per business date, with the day's own pending counts. */
export async function uploadDays(
  db: Db,
  target: 'bo' | 'statement',
  website: string,
  side: string,
): Promise<UploadDay[]> {
  const rows = await stagedDays(db, target, website, side);
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
