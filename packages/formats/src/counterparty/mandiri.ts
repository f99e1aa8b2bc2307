import { isFeeText } from '../labels';
import { collapseSpaces, readTransfer, takeNameForward, NO_COUNTERPARTY, type Counterparty } from './names';

/**
 * Livin' e-Statement remarks: `Transfer BI Fast Dari <BANK> <NAME> <account>`, `Transfer antar Mandiri
 * DARI <NAME> <remark>` (no bank), `Transfer dari BANK MANDIRI TASPEN <NAME> …`, `Transfer dari DANA
 * DANA-<NAME>`, `Pembayaran GoPay Customer <phone>`, `Biaya transfer BI Fast`.
 */
export function readMandiriDescription(description: string): Counterparty & { isFee: boolean } {
  if (isFeeText(description)) return { ...NO_COUNTERPARTY, isFee: true };
  return {
    ...readTransfer(description, { bankBeforeName: !/\bantar Mandiri\b/i.test(description) }),
    isFee: false,
  };
}

/**
 * Mandiri Cash Management: two description columns. The name sits in `<ref>/<NAME>/<city>` (the second
 * column of a clearing credit), after a BIC (`BNINIDJA/<NAME> <ref>`, BI-FAST), or after `DARI`/`KE`.
 */
export function readMcmDescription(first: string, second: string): Counterparty & { isFee: boolean } {
  if (isFeeText(first)) return { ...NO_COUNTERPARTY, isFee: true };
  const clearing = /^\s*\d+\/([^/]+)\/[^/]*$/.exec(second);
  if (clearing) {
    return {
      ...NO_COUNTERPARTY,
      name: takeNameForward(collapseSpaces(clearing[1] ?? '').split(' '), 0).name,
      isFee: false,
    };
  }
  const biFast = /\b[A-Z]{4}ID[A-Z0-9]{2}\/(.+)$/.exec(first.trim());
  if (biFast) {
    const tokens = collapseSpaces(biFast[1] ?? '').split(' ');
    const taken = takeNameForward(tokens, 0);
    return { ...NO_COUNTERPARTY, name: taken.name, isFee: false };
  }
  return { ...readTransfer(first, { bankBeforeName: true }), isFee: false };
}
