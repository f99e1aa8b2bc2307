import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll, recordsOf } from '../test-support/parse';

describe('BNI', () => {
  it('reads BNIDirect times with dots and the trailing empty column', async () => {
    const [first] = await recordsOf('bni-internet', fixtureText('bni/bnidirect.csv'));
    expect(first).toMatchObject({
      date: '2026-06-05',
      time: '07:45:12',
      direction: 'CR',
      amountCents: 25_000_000,
    });
  });

  it("accepts BNI Internet Banking's other layout through the same upload", async () => {
    const text = fixtureText('bni/bni-mobile-converted.csv').replace('Tanggal,', 'Tanggal Transaksi,');
    const { summary } = await parseAll('bni-internet', text);
    expect([summary.layout, summary.rows]).toEqual(['bni-mobile', 12]);
  });
});
