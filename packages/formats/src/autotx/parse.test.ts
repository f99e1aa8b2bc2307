import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll } from '../test-support/parse';

describe('Auto TX', () => {
  it('imports SUCCESS and BERHASIL rows with the sender as counterparty', async () => {
    const { rows, summary } = await parseAll('autotx', fixtureText('autotx/autotx.csv'));
    expect({ ...summary.skippedByStatus }).toEqual({ PENDING: 1, FAILED: 1 });
    const first = rows[0];
    expect(first?.kind === 'record' && first.record).toMatchObject({
      counterpartyName: 'BUDI SANTOSO',
      counterpartyAccount: '081234560001',
      wallet: 'DANA',
      reference: '202606051025104122381216',
    });
  });
});
