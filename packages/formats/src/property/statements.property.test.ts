import { describeParserProperties } from './define';

/** `REKON_FUZZ_SCALE=10` runs ten times the inputs (100,000 per parser). */
const scale = Number(process.env.REKON_FUZZ_SCALE ?? '1') || 1;

for (const format of ['bca', 'bni-internet', 'bni-mobile', 'mandiri', 'cimb', 'manual', 'qris'] as const) {
  describeParserProperties(format, scale);
}
