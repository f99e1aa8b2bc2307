import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll, recordsOf, refusalOf } from '../test-support/parse';
import { parseBankParts } from './parse';

const NEXUS = fixtureText('bo/nexus-deposit.csv');

describe('BO exports', () => {
  it('multiplies Nexus amounts by the website scale, exactly', async () => {
    const records = await recordsOf('nexus-deposit', NEXUS);
    const qr = records.find((record) => record.ticket_no === 'D6208127');
    expect(qr).toMatchObject({
      depo_amount_cents: 100_000_000,
      admin_fee_cents: 700_000,
      nett_amount_cents: 99_300_000,
    });
    const full = await recordsOf('nexus-deposit', NEXUS, { boAmountScale: 1 });
    expect(full.find((record) => record.ticket_no === 'D6208127')?.depo_amount_cents).toBe(100_000);
  });

  it('cuts Requested Date at the first comma and keeps the panel times', async () => {
    const [first] = await recordsOf('nexus-deposit', NEXUS);
    expect(first).toMatchObject({
      req_date: '2026-06-05 08:19:16',
      app_date: '2026-06-05 08:22:41',
      bank_statement_date: '2026-06-05',
      corporate_bank_parts: { bank: 'BCA', holder: 'LINDA KUSUMAWATI', number: '7730012345' },
    });
  });

  it('leaves the GRAND TOTAL row out, but not the player totalwin88', async () => {
    const { summary, rows } = await parseAll('nexus-deposit', NEXUS);
    expect(summary.totalRows).toBe(1);
    expect(rows.some((row) => row.kind === 'record' && row.record.user_name === 'totalwin88')).toBe(true);
  });

  it('accepts the chosen website in any case and refuses another one', async () => {
    expect(await recordsOf('nexus-deposit', NEXUS, { websiteCode: 'xyz' })).toHaveLength(11);
    const error = await refusalOf('nexus-deposit', NEXUS, { websiteCode: 'ABC' });
    expect(error.errors).toHaveLength(12);
    expect(error.errors[0]).toMatchObject({ row: 3, column: 'Website' });
  });

  it('refuses a withdraw ticket in a deposit export', async () => {
    const error = await refusalOf('nexus-deposit', NEXUS.replace('D6208104,', 'W6208104,'));
    expect(error.errors[0]).toMatchObject({ row: 3, column: 'Ticket Number' });
  });

  it('requires Player Ref in Luxe QRIS mode', async () => {
    const text = fixtureText('bo/luxe-deposit-qris.csv').replace(',Player Ref,', ',Other,');
    expect((await refusalOf('luxe-deposit-qris', text)).message).toBe(
      'Kolom wajib tidak ditemukan: Player Ref',
    );
    expect(await recordsOf('luxe-deposit', text)).toHaveLength(5);
  });

  it('reads the withdraw nett and Luxe scale 1', async () => {
    const [first] = await recordsOf('luxe-withdraw', fixtureText('bo/luxe-withdraw.csv'));
    expect(first).toMatchObject({
      wd_amount_cents: 5_000_000,
      wd_player_fee_cents: 650_000,
      wd_nett_amount_cents: 4_350_000,
    });
  });

  it('splits the BANK|Holder|Number field', () => {
    expect(parseBankParts('BCA|Budi | Santoso|0123')).toEqual({
      bank: 'BCA',
      holder: 'Budi | Santoso',
      number: '0123',
    });
    expect(parseBankParts('BCA only')).toBeNull();
  });
});
