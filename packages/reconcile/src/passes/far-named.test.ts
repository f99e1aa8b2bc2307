import { describe, expect, it } from 'vitest';
import { matchDay } from '../match';
import { bo, day, DEPO_MANDIRI, mutasi } from '../testing/factories';

// Decision 074: time before name. CAHYO's request at 19:39; his named credit of the amount is the morning's.
describe('a request whose named credits are hours away, and one naming nobody is beside it', () => {
  const onMandiri = { corporateBank: 'MANDIRI|HENDRA KUSNADI|1370012345678', amountCents: 5_000_000 };
  const request = bo({
    id: 1,
    ...onMandiri,
    holderName: 'CAHYO SUTRISNO',
    playerBank: 'BNI',
    time: '19:39:12',
  });
  const morning = mutasi({
    id: 10,
    accountId: DEPO_MANDIRI.id,
    name: 'CAHYO SUTRISNO',
    amountCents: 5_000_000,
    time: '07:40:00',
  });
  const bare = mutasi({
    id: 11,
    accountId: DEPO_MANDIRI.id,
    name: null,
    channel: 'BI-FAST',
    amountCents: 5_000_000,
    time: '19:38:00',
  });

  it('takes the credit beside it, and leaves the named one of the morning pending', () => {
    const result = matchDay(day([request], [morning, bare]));
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass])).toEqual([[1, 11, 'UNIQUE']]);
    expect(result.pendingMutasi.map((row) => row.mutasiId)).toEqual([10]);
  });

  it('still takes the named credit when nothing else is near, or when a named one is near too', () => {
    expect(matchDay(day([request], [morning])).pairs.map((pair) => pair.mutasiId)).toEqual([10]);
    const evening = mutasi({ ...morning, id: 12, time: '19:30:00' });
    expect(matchDay(day([request], [morning, evening, bare])).pairs.map((pair) => pair.mutasiId)).toEqual([
      12,
    ]);
  });
});
