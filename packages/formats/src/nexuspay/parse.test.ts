import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll } from '../test-support/parse';

describe('Nexus Pay report', () => {
  it('takes the side from the ticket letter and stores positive amounts and fees', async () => {
    const { rows, summary } = await parseAll('nexuspay', fixtureText('nexuspay/nxpay-report.csv'));
    const withdrawal = rows.find((row) => row.kind === 'record' && row.record.ticket === 'W7205110');
    expect(withdrawal?.kind === 'record' && withdrawal.record).toMatchObject({
      direction: 'DB',
      amountCents: 300_000_000,
      feeCents: 300_000,
      time: '13:47:01',
    });
    expect(summary.totalRows).toBe(1);
  });

  it('refuses a ticket that is neither D nor W', async () => {
    const text = fixtureText('nexuspay/nxpay-report.csv').replace('D7205101,', 'X7205101,');
    await expect(parseAll('nexuspay', text)).rejects.toMatchObject({
      errors: [expect.objectContaining({ row: 3, column: 'Ticket Number' })],
    });
  });
});
