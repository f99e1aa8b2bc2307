import type { Direction } from './amount';
import { readBcaDescription } from './counterparty/bca';
import { readBniDirectDescription } from './counterparty/bni';
import { readBriDescription } from './counterparty/bri';
import { readMandiriDescription } from './counterparty/mandiri';
import { nobody, type DescriptionReading } from './counterparty/names';
import { isFeeText } from './labels';

/**
 * What a fed row's description says of the other side (docs/design/feeds.md): a mutation-watch service and a SNAP
 * bank statement pass the bank's own remark on, so the bank's statement reader reads it, as it reads the same
 * remark in a downloaded file. A bank without a reader of its own gives no counterparty, only its fee rows.
 */
export function readFeedDescription(
  bank: string,
  description: string,
  direction: Direction,
): DescriptionReading {
  switch (bank) {
    case 'BCA': {
      const read = readBcaDescription(description);
      return {
        name: read.name,
        account: read.account,
        wallet: read.wallet,
        bank: read.bank,
        isFee: read.isFee,
      };
    }
    case 'BRI':
      return readBriDescription(description, direction);
    case 'MANDIRI':
      return readMandiriDescription(description);
    case 'BNI':
      return readBniDirectDescription(description);
    default:
      return nobody(isFeeText(description));
  }
}
