import type { PreparedBo, PreparedMutasi } from './prepare';

/**
 * Panels make players deposit from their registered account, which is how names can be checked at all, and a
 * player registered with an e-wallet pays through it: the statement prints the wallet company
 * (DOMPET ANAK BANGSA), never a person. So a wallet payout cannot belong to a player registered with a bank or
 * another wallet, and a deposit from a person's bank account cannot belong to a wallet-registered player.
 * Withdrawals are left alone: how a payout to a wallet is printed varies by bank.
 */
export function channelsContradict(bo: PreparedBo, mutasi: PreparedMutasi): boolean {
  if (bo.channel === null) return false;
  if (mutasi.wallet !== null) return bo.channel !== mutasi.wallet;
  return bo.row.side === 'DEPO' && bo.channel !== 'BANK' && mutasi.name !== null;
}
