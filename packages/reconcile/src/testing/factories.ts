/** Rows for unit tests: one website (ABC), its deposit and withdraw accounts, and rows with sensible defaults. */
import type { BoRow, DataBankAccount, MatchInput, MutasiRow } from '../types';

export const DEPO_BCA: DataBankAccount = {
  id: 1,
  website: 'ABC',
  side: 'DEPO',
  bank: 'BCA',
  accountName: 'HENDRA KUSNADI',
  accountNumber: '4561237890',
};
export const DEPO_MANDIRI: DataBankAccount = {
  id: 2,
  website: 'ABC',
  side: 'DEPO',
  bank: 'MANDIRI',
  accountName: 'HENDRA KUSNADI',
  accountNumber: '1370012345678',
};
export const WD_BCA: DataBankAccount = {
  id: 3,
  website: 'ABC',
  side: 'WD',
  bank: 'BCA',
  accountName: 'RIKA AMELIA',
  accountNumber: '4561239012',
};
export const ACCOUNTS: DataBankAccount[] = [DEPO_BCA, DEPO_MANDIRI, WD_BCA];

export function corporateText(account: DataBankAccount): string {
  return `${account.bank}|${account.accountName}|${account.accountNumber}`;
}

let nextId = 1;

export function bo(fields: Partial<BoRow> = {}): BoRow {
  const id = fields.id ?? nextId++;
  return {
    id,
    side: 'DEPO',
    website: 'ABC',
    ticket: `D${6_100_000 + Number(String(id).replace(/\D/g, '') || 0)}`,
    amountCents: 5_000_000,
    nettAmountCents: null,
    businessDate: '2026-06-05',
    time: '10:00:00',
    username: `player${String(id)}`,
    holderName: 'BUDI SANTOSO',
    playerBank: 'BCA',
    corporateBank: corporateText(DEPO_BCA),
    ref: null,
    ownRef: null,
    ...fields,
  };
}

export function mutasi(fields: Partial<MutasiRow> = {}): MutasiRow {
  return {
    id: fields.id ?? nextId++,
    side: 'DEPO',
    website: 'ABC',
    accountId: DEPO_BCA.id,
    amountCents: 5_000_000,
    date: '2026-06-05',
    time: null,
    name: 'BUDI SANTOSO',
    reference: null,
    isFee: false,
    ...fields,
  };
}

export function day(boRows: BoRow[], mutasiRows: MutasiRow[], accounts = ACCOUNTS): MatchInput {
  return { bo: boRows, mutasi: mutasiRows, accounts };
}
