import { isFeeText } from '../labels';
import * as names from './names';
import { walletCompanyIn } from './wallets';

/** Interbank clearing: `<reference>/<NAME>/<code>` (often followed by `DR <account> KR <account>`). */
const CLEARING = /(?:^|\s)\d{6,}\/([^/]+)\/\S*/;
/** BI-FAST and other interbank credits: `<reference> <BIC>/<NAME> [<reference>]`. */
const BIC_NAME = /\b[A-Z]{4}ID[A-Z0-9]{2}\/(.+)$/;
/** MCM's in-house transfer keyword: a remark may stand before it (`depo 88 MCM InhouseTrf DARI …`). */
const INHOUSE = /\bMCM\s+InhouseTrf\b/i;

/**
 * Every Mandiri description, whatever layout carries it (the Livin' converter's CSV, Kopra, Mandiri Cash
 * Management), read the same way:
 * - Livin' remarks `Transfer BI Fast Dari <BANK> <NAME> <account>`, `Transfer antar Mandiri DARI <NAME>
 *   <remark>` (no bank), `Transfer dari BANK MANDIRI TASPEN <NAME> …`, `Transfer dari DANA DANA-<NAME>`,
 *   `Pembayaran GoPay Customer <phone>`, `Biaya transfer BI Fast`;
 * - `[<remark>] MCM InhouseTrf DARI <NAME> [<remark>]` (the remark may stand before the keyword);
 * - interbank `<reference> <BIC>/<NAME>` and `<reference>/<NAME>/<code> DR <account> KR`.
 */
export function readMandiriDescription(description: string): names.DescriptionReading {
  return names.withoutService(readMandiriText(description), description);
}

function readMandiriText(description: string): names.DescriptionReading {
  if (isFeeText(description)) return names.nobody(true);
  const clearing = CLEARING.exec(description);
  if (clearing) {
    const name = names.nameAtStart(clearing[1] ?? '');
    if (name) return senderNamed(name);
  }
  const biFast = BIC_NAME.exec(description.trim());
  if (biFast) {
    const name = names.nameAtStart(biFast[1] ?? '');
    if (name) return senderNamed(name);
  }
  const inhouse = INHOUSE.exec(description);
  if (inhouse) {
    const party = names.readTransfer(description.slice(inhouse.index + inhouse[0].length), {
      bankBeforeName: false,
    });
    return {
      name: party.name,
      account: party.account,
      wallet: party.wallet,
      bank: party.wallet ? null : 'MANDIRI',
      isFee: false,
    };
  }
  const party = names.readTransfer(description, { bankBeforeName: !isAntarMandiri(description) });
  return names.readingOf(party, false);
}

/** The sender of a clearing or BIC credit; a wallet's company there names the wallet, never a person (formats.md). */
function senderNamed(name: string): names.DescriptionReading {
  const wallet = walletCompanyIn(name)?.wallet ?? null;
  return { name: wallet ? null : name, account: null, wallet, isFee: false };
}

const ANTAR_MANDIRI = /\bantar Mandiri\b/i;

/** `Transfer antar Mandiri`: a transfer between Mandiri accounts, whose remark names no bank. */
export const isAntarMandiri = (description: string) => ANTAR_MANDIRI.test(description);

/**
 * Mandiri Cash Management: two description columns, read as one Mandiri description (a clearing credit puts
 * `<ref>/<NAME>/<city>` in the second); a fee is told by the first.
 */
export function readMcmDescription(first: string, second: string): names.DescriptionReading {
  if (isFeeText(first)) return names.nobody(true);
  return readMandiriDescription(second.trim() === '' ? first : `${first} ${second}`);
}
