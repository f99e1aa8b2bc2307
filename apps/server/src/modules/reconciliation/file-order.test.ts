import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWireDate } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { FakeClock } from '../../test/clock';
import { BO_DEPOSIT_HEADER, klikBcaHeader } from '../../test/day-files';
import { multipart } from '../../test/multipart';

// 5 June 2026, 22:00 in Jakarta: the day's files are in.
const clock = new FakeClock('2026-06-05T15:00:00Z');
const ACCOUNT = { name: 'HENDRA KUSNADI', number: '4561237890' };
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

/** Players who paid one after another (each amount their own), approved at the times given, in the file's order. */
const PAID: readonly [string, string][] = [
  ['ADI SAPUTRA', '09:00:00'],
  ['BAYU PRATAMA', '09:05:00'],
  ['CITRA LESTARI', '09:10:00'],
  ['DEWI ANGGRAINI', '09:20:00'],
  ['EKO PRASETYO', '09:25:00'],
  ['FITRI HANDAYANI', '09:30:00'],
  ['GALIH NUGROHO', '20:00:00'],
  ['HENDRA WIJAYA', '20:05:00'],
  ['INDAH PERMATA', '20:10:00'],
  ['JOKO SUSILO', '20:20:00'],
  ['KARTIKA SARI', '20:25:00'],
  ['LUKMAN HAKIM', '20:30:00'],
];

const credit = (rupiah: number, sender: string, balance: number) =>
  `'05/06,TRSF E-BANKING CR 0506/FTSCY/WS95031${`${rupiah}.00`.padStart(18)}${sender},'0000,${rupiah}.00,CR,${balance}.00\r\n`;

/**
 * KlikBCA prints no times. Two credits of Rp500.000 name no player: a transfer service's among the morning's
 * rows, a stranger's among the evening's. `morningFirst` false prints the file newest first.
 */
function statement(morningFirst: boolean): Buffer {
  const rows: string[] = [];
  let balance = 0;
  PAID.forEach(([holder], index) => {
    const rupiah = 1_000_000 + (index + 1) * 1000;
    balance += rupiah;
    rows.push(credit(rupiah, holder, balance));
    if (index === 2) rows.push(credit(500_000, 'FLIPTECH LENTERA', (balance += 500_000)));
    if (index === 8) rows.push(credit(500_000, 'YUSUF MAULANA', (balance += 500_000)));
  });
  return Buffer.from(klikBcaHeader(ACCOUNT) + (morningFirst ? rows : rows.reverse()).join(''), 'utf8');
}

function boExport(website: string, evening = false): Buffer {
  const line = (ticket: string, user: string, holder: string, thousands: number, time: string) =>
    `${ticket},"2026-06-05 ${time}, Platform: Mobile",2026-06-05 ${time},${user},${holder},BANK,${thousands},0,0,0,${thousands},BCA|${holder}|8260939259,BCA|${ACCOUNT.name}|${ACCOUNT.number},,Approved,cs01,${website},,,2026-06-05\r\n`;
  const rows = PAID.map(([holder, time], index) =>
    line(`D70000${index + 10}`, `player${index}`, holder, 1000 + index + 1, time),
  );
  rows.push(line('D7000099', 'maya88', 'MAYA KUSUMA', 500, '09:16:00'));
  if (evening) rows.push(line('D7000098', 'nanda7', 'NANDA PUTRI', 500, '20:14:00'));
  return Buffer.from(`HISTORI DP PANEL\r\n${BO_DEPOSIT_HEADER}${rows.join('')}`, 'utf8');
}

/** The day's statement, then its BO export, on a website of its own. */
async function uploadDay(morningFirst: boolean, evening = false) {
  const website = `FO${morningFirst ? 'A' : 'B'}${evening ? 'E' : ''}`;
  await t.make.website({ code: website, panel: 'NEXUS', scale: 1000 });
  await t.make.akunBank({
    websiteCode: website,
    jenis: 'DEPO',
    bank: 'BCA',
    name: ACCOUNT.name,
    no: ACCOUNT.number,
  });
  const fields = {
    groups: website,
    jenis: 'DEPO',
    corporate_bank_name: ACCOUNT.name,
    corporate_bank_no: ACCOUNT.number,
    dates: '05-Jun-2026',
  };
  const bca = multipart(fields, { name: 'klikbca.csv', content: statement(morningFirst) });
  expect((await admin.post('/api/mutasiupdepobca', bca.body, bca.headers)).statusCode).toBe(200);
  const bo = multipart({ groups: website }, { name: 'bo.csv', content: boExport(website, evening) });
  expect((await admin.post('/api/checkdata', bo.body, bo.headers)).statusCode).toBe(200);
  return website;
}

async function dayOf(morningFirst: boolean) {
  const website = await uploadDay(morningFirst);
  const pending = await admin.get(
    `/api/viewbo/${formatWireDate('2026-06-05', { pad: true })}/${website}/pending/100/1`,
  );
  expect(pending.statusCode).toBe(200);
  return pending.json<{ ticket_no: string; suggestions: { name: string | null; differences: string }[] }[]>();
}

describe('suggestions on a statement without times (decision 074)', () => {
  it.each([true, false])(
    "offer first the credit the file prints among the request's own hour (oldest first: %s)",
    async (morningFirst) => {
      const pending = await dayOf(morningFirst);
      // The players' own credits paired; the transfer service's and the stranger's are what is left.
      expect(pending.map((row) => row.ticket_no)).toEqual(['D7000099']);
      const [first, second] = pending[0]!.suggestions;
      expect(first?.differences).toContain('tanpa nama');
      expect(second?.name).toBe('YUSUF MAULANA');
    },
  );
});

describe('View Mutasi places a dates-only credit the same way (decision 074)', () => {
  it('offers first the request approved among the rows printed around the credit', async () => {
    const website = await uploadDay(true, true);
    const { rows } = await exec<{ id: number; sender_name: string | null }>(
      t.db,
      sql`select id, sender_name from statement_row where website = ${website} and amount_cents = 50000000`,
    );
    const idOf = (pick: (name: string | null) => boolean) =>
      Number(rows.find((row) => pick(row.sender_name))!.id);
    const firstFor = async (id: number) => {
      const res = await admin.get(`/api/saranmutasi/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ data: { suggestions: { ticket_no: string }[] } }>()
        .data.suggestions.map((row) => row.ticket_no);
    };
    // Nothing else tells the two requests apart from either credit: the morning's credit is Maya's, the evening's
    // Nanda's.
    expect(await firstFor(idOf((name) => name !== 'YUSUF MAULANA'))).toEqual(['D7000099', 'D7000098']);
    expect(await firstFor(idOf((name) => name === 'YUSUF MAULANA'))).toEqual(['D7000098', 'D7000099']);
  });
});
