import { isFeeText } from '../labels';
import { bankNamed } from './banks';
import * as names from './names';

/** `TRF <channel> <NAME>` (`TRF SKN`, `TRF RTGS`, `TRF ONLINE` …) and `BI-FAST [CR] <NAME>` without a marker. */
const CHANNEL_NAME = /^(?:TRF|TRANSFER)\s+(SKN|RTGS|LLG|ONLINE|BIFAST|BI-FAST|OCTO|IBK|MBK)\s+(.+)$/i;
const BI_FAST_NAME = /^BI-?FAST\s+(?:(?:CR|KR|MASUK)\s+)?(.+)$/i;

/**
 * Every CIMB Niaga description: `TRANSFER DR <BANK> <NAME>`, `BI-FAST CR DARI <BANK> <NAME>`, `TRF DR OVO
 * VISIONET INTERNASIONAL <phone>` (read as a transfer), and the forms without a marker: `TRF <channel>
 * <NAME>`, `BI-FAST <NAME>`.
 */
export function readCimbDescription(description: string): names.DescriptionReading {
  return names.withoutService(readCimbText(description), description);
}

function readCimbText(description: string): names.DescriptionReading {
  if (isFeeText(description)) return names.nobody(true);
  const transfer = names.readingOf(names.readTransfer(description, { bankBeforeName: true }), false);
  if (transfer.name || transfer.wallet) return transfer;
  const text = names.collapseSpaces(description);
  const bare = CHANNEL_NAME.exec(text) ?? BI_FAST_NAME.exec(text);
  const rest = bare ? (bare[bare.length - 1] ?? '') : '';
  if (rest === '' || /^(?:DARI|DR|KE)\b/i.test(rest)) return transfer;
  const tokens = rest.split(' ');
  const named = names.bankAt(tokens, 0);
  const name = names.takeNameForward(tokens, named?.length ?? 0).name;
  return { name, account: null, wallet: null, bank: named ? bankNamed(named.bank) : null, isFee: false };
}
