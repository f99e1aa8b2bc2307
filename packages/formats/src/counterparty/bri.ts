import type { Direction } from '../amount';
import { isFeeText } from '../labels';
import { bankNamed } from './banks';
import * as names from './names';
import { findPhone, walletCompanyIn, walletNamed } from './wallets';

/** A bare BI-FAST credit (`BFST2026060512345`): no name at all. */
const BARE_BI_FAST = /^BFST\d+$/;
/** The channel of a bare BI-FAST credit: a bank, unnamed. */
const BI_FAST = 'BI-FAST';
/** `BENDAHARA DINKES-BANK JATIM-`: the sender, then its bank between hyphens. */
const NAME_BANK = /^(\p{Lu}[\p{Lu} .,'`]*?)\s*-\s*((?:BANK\s+)?\p{Lu}[\p{Lu} ]*?)\s*-/u;
/** Words of BRI's own entries (interest, tax, cash, charges): a description of these only names nobody. */
const NOT_A_NAME = new Set(
  'BUNGA PAJAK SETORAN SETOR TUNAI BIAYA ADM ADMIN JASA GIRO KOREKSI PEMBAYARAN PEMBELIAN TARIK TARIKAN ATM BRIVA BFST TRANSFER TRF DARI KE BIFAST BI-FAST'.split(
    ' ',
  ),
);

/**
 * BRI e-statement `DESK_TRAN`: `NBMB <SENDER> TO <RECEIVER> [ESB:…]` names both sides (the
 * counterparty is the sender of a credit, the receiver of a debit); `BRIVA<virtual account> <WALLET>`
 * is a wallet top-up whose virtual account ends in the phone number.
 */
export function readBriDescription(description: string, direction: Direction): names.DescriptionReading {
  return names.withoutService(readBriText(description, direction), description);
}

function readBriText(description: string, direction: Direction): names.DescriptionReading {
  const text = withoutEsb(names.collapseSpaces(description));
  if (isFeeText(text)) return names.nobody(true);
  const nbmb = NBMB.exec(text);
  if (nbmb) {
    const side = direction === 'CR' ? nbmb[1] : nbmb[2];
    // A wallet's company in the sender's place names the wallet, not a person (found by the bank days, 068).
    const company = walletCompanyIn(side ?? '');
    if (company) return names.walletSender(company.wallet);
    const name = names.takeNameForward(names.splitAtSpaces(side ?? ''), 0).name;
    return { name, account: null, wallet: null, bank: 'BRI', isFee: false };
  }
  const briva = BRIVA.exec(text);
  if (briva) {
    const wallet = walletNamed(briva[2] ?? '');
    return { name: null, account: wallet ? findPhone(briva[1] ?? '') : null, wallet, isFee: false };
  }
  // BI-FAST is the banks' clearing: some bank's account sent it, which one the line does not say.
  if (BARE_BI_FAST.test(text))
    return { name: null, account: null, wallet: null, bank: BI_FAST, isFee: false };
  const nameBank = NAME_BANK.exec(text);
  if (nameBank) {
    // The sender stands alone before its bank: a `DR` in front is a doctor's title there, never "dari".
    const tokens = names.collapseSpaces(nameBank[1] ?? '').split(' ');
    const name = names.takeNameForward(tokens, tokens[0] === 'DR' ? 1 : 0).name;
    // A wallet's company before the bank names the wallet, as in NBMB's sender place.
    const company = name ? walletCompanyIn(name) : null;
    if (company) return names.walletSender(company.wallet);
    if (name) return { name, account: null, wallet: null, bank: bankNamed(nameBank[2] ?? ''), isFee: false };
  }
  const transfer = names.readingOf(names.readTransfer(text, { bankBeforeName: true }), false);
  if (transfer.name || transfer.wallet) return transfer;
  // BRI's CMS exports print the sender alone in a description column (`TLBDS1`, `TRREMK`).
  const tokens = text.split(' ');
  if (tokens.some((token) => NOT_A_NAME.has(token.toUpperCase()))) return transfer;
  const alone = names.takeNameForward(tokens, 0);
  const whole = alone.end === tokens.length && tokens.length >= 2;
  transfer.name = whole ? alone.name : null;
  return transfer;
}

const NBMB = /^NBMB (.+?) TO (.+)$/;
const BRIVA = /^BRIVA(\d+)\s+(\S+)/;
const ESB_TAIL = /\s+ESB:\S*$/;

/** The text without BRI's trailing `ESB:…` reference (searched for only where the text holds one). */
const withoutEsb = (text: string) => (text.includes('ESB:') ? text.replace(ESB_TAIL, '') : text);
