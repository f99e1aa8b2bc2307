/**
 * A busy day of one website as its files arrive (issue 16): the Nexus BO deposit export of N requests and the
 * KlikBCA statement of about N credits on one account, with one amount (Rp 100.000) asked about N/5 times.
 * Names come from the engine's day generator (common first and last names, namesakes, MUHAMMAD forms, titles
 * and slips on the statement, cut to 18 characters as BCA prints them); players repeat themselves; 2% of the
 * requests never get their money and 2% of the credits were asked by nobody. Written line by line to files.
 */
import { createRandom, holderName, nameForm } from '@rekon/reconcile/testing';
import { BO_DEPOSIT_HEADER, klikBcaHeader, writeLines } from '../../apps/server/src/test/day-files';

export interface BusyDayShape {
  requests: number;
  website: string;
  account: { name: string; number: string };
  /** `YYYY-MM-DD` */
  date: string;
  seed?: number;
}

/** The amount a fifth of the day asks for, in thousands (the panel's unit). */
export const CROWDED_THOUSANDS = 100;

/** The busy day both benches run (busy-day.bench.ts over HTTP, reconcile.bench.ts the engine alone). */
export const busyShape = (requests: number): BusyDayShape => ({
  requests,
  website: 'BUSY',
  account: { name: 'HENDRA KUSNADI', number: '4561237890' },
  date: '2026-06-05',
});
const OTHER_THOUSANDS = [10, 20, 25, 30, 50, 50, 50, 150, 200, 250, 300, 500, 1000, 2000];

interface BusyRow {
  ticket: string;
  username: string;
  holder: string;
  thousands: number;
  time: string;
  /** The name the statement prints, or null when the money never came. */
  printed: string | null;
}

const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/** The day's requests in time order, each with what its credit prints; and the stray credits. */
export function busyDay(shape: BusyDayShape) {
  const random = createRandom(shape.seed ?? 16);
  const players = Array.from({ length: Math.max(20, Math.round(shape.requests / 4)) }, (_, index) => ({
    username: `player${index}`,
    holder: holderName(random),
    favourite: random.pick(OTHER_THOUSANDS),
  }));
  const rows: BusyRow[] = [];
  for (let i = 0; i < shape.requests; i++) {
    // Heavy-tailed: a few players deposit all day long.
    const player = players[Math.floor(players.length * random.next() ** 2)]!;
    const thousands = random.chance(0.2)
      ? CROWDED_THOUSANDS
      : random.chance(0.6)
        ? player.favourite
        : random.pick(OTHER_THOUSANDS);
    const seconds = Math.floor((i / shape.requests) * 86_000) + 60;
    const form = random.chance(0.05) ? nameForm(random, player.holder) : null;
    rows.push({
      ticket: `D${30_000_000 + i}`,
      username: player.username,
      holder: player.holder,
      thousands,
      time: clock(seconds),
      printed: random.chance(0.02) ? null : (form?.printed ?? player.holder),
    });
  }
  const strays = Array.from({ length: Math.round(shape.requests * 0.02) }, () => ({
    printed: holderName(random),
    thousands: random.chance(0.2) ? CROWDED_THOUSANDS : random.pick(OTHER_THOUSANDS),
  }));
  return { rows, strays };
}

/** The day's credits in statement order (the requests' that came, then the strays), names as BCA cuts them. */
export function busyCredits(day: ReturnType<typeof busyDay>) {
  return [
    ...day.rows.flatMap((row) =>
      row.printed === null ? [] : [{ printed: row.printed, thousands: row.thousands }],
    ),
    ...day.strays,
  ].map((credit) => ({ name: credit.printed.slice(0, 18), thousands: credit.thousands }));
}

/** Header lines before the data, per file: what a raw COPY of "the same data lines" leaves out. */
export const BO_HEADER_LINES = 2;
export const BCA_HEADER_LINES = 5;

export async function writeBusyBoExport(path: string, shape: BusyDayShape, day = busyDay(shape)) {
  const { date, website, account } = shape;
  await writeLines(
    path,
    (function* () {
      yield 'HISTORI DP PANEL\r\n';
      yield BO_DEPOSIT_HEADER;
      let n = 0;
      for (const row of day.rows) {
        const at = `${date} ${row.time}`;
        yield `${row.ticket},"${at}, Platform: Mobile",${at},${row.username},${row.holder},BANK,${row.thousands},0,0,0,${row.thousands},BCA|${row.holder}|${1_000_000_000 + n++},BCA|${account.name}|${account.number},,Approved,cs0${n % 9},${website},,,${date}\r\n`;
      }
    })(),
  );
}

export async function writeBusyBcaStatement(path: string, shape: BusyDayShape, day = busyDay(shape)) {
  const [, month, dayOfMonth] = shape.date.split('-') as [string, string, string];
  const credits = busyCredits(day);
  await writeLines(
    path,
    (function* () {
      yield klikBcaHeader(shape.account);
      let balance = 0;
      for (const credit of credits) {
        const rupiah = credit.thousands * 1000;
        balance += rupiah;
        yield `'${dayOfMonth}/${month},TRSF E-BANKING CR ${dayOfMonth}${month}/FTSCY/WS95031${`${rupiah}.00`.padStart(18)}${credit.name},'0000,${rupiah}.00,CR,${balance}.00\r\n`;
      }
    })(),
  );
  return credits.length;
}
