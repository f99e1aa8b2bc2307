import type { Direction } from '../amount';
import { isFeeText } from '../labels';
import { collapseSpaces, readTransfer, takeNameForward, NO_COUNTERPARTY, type Counterparty } from './names';
import { findPhone, walletNamed } from './wallets';

/**
 * BRI e-statement `DESK_TRAN`: `NBMB <SENDER> TO <RECEIVER> [ESB:…]` names both sides (the
 * counterparty is the sender of a credit, the receiver of a debit); `BRIVA<virtual account> <WALLET>`
 * is a wallet top-up whose virtual account ends in the phone number.
 */
export function readBriDescription(
  description: string,
  direction: Direction,
): Counterparty & { isFee: boolean } {
  const text = collapseSpaces(description).replace(/\s+ESB:\S*$/, '');
  if (isFeeText(text)) return { ...NO_COUNTERPARTY, isFee: true };
  const nbmb = /^NBMB (.+?) TO (.+)$/.exec(text);
  if (nbmb) {
    const side = direction === 'CR' ? nbmb[1] : nbmb[2];
    const name = takeNameForward((side ?? '').split(' '), 0).name;
    return { ...NO_COUNTERPARTY, name, bank: 'BRI', isFee: false };
  }
  const briva = /^BRIVA(\d+)\s+(\S+)/.exec(text);
  if (briva) {
    const wallet = walletNamed(briva[2] ?? '');
    return { name: null, account: wallet ? findPhone(briva[1] ?? '') : null, wallet, isFee: false };
  }
  return { ...readTransfer(text, { bankBeforeName: true }), isFee: false };
}
