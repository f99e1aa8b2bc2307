import { describe, expect, it } from 'vitest';
import { createAccountResolver } from './accounts';
import type { DataBankAccount } from './types';

const account = (fields: Partial<DataBankAccount>): DataBankAccount => ({
  id: 1,
  website: 'ABC',
  side: 'DEPO',
  bank: 'BCA',
  accountName: 'HENDRA KUSNADI',
  accountNumber: '4561237890',
  ...fields,
});

const hendraBca = account({ id: 1 });
const hendraMandiri = account({ id: 2, bank: 'MANDIRI', accountNumber: '1370012345678' });
const rikaBca = account({ id: 3, accountName: 'RIKA AMELIA', accountNumber: '4561239012' });
const rikaWithdraw = account({ id: 4, side: 'WD', accountName: 'RIKA AMELIA', accountNumber: '4561239012' });
const xyzHendra = account({ id: 5, website: 'XYZ', accountNumber: '9998887776' });
const resolve = createAccountResolver([hendraBca, hendraMandiri, rikaBca, rikaWithdraw, xyzHendra]);

describe('createAccountResolver', () => {
  it('finds the account by the number among the digits of the text', () => {
    expect(resolve('ABC', 'DEPO', 'BCA|HENDRA KUSNADI|4561237890')).toBe(hendraBca);
    expect(resolve('ABC', 'DEPO', 'MANDIRI - 137-001-234-5678')).toBe(hendraMandiri);
    // The number wins over a name that would point elsewhere.
    expect(resolve('ABC', 'DEPO', 'BCA|RIKA AMELIA|4561237890')).toBe(hendraBca);
  });

  it('falls back to bank and account name when exactly one account has both', () => {
    expect(resolve('ABC', 'DEPO', 'BCA|RIKA AMELIA')).toBe(rikaBca);
    expect(resolve('ABC', 'DEPO', 'Mandiri Hendra Kusnadi')).toBe(hendraMandiri);
  });

  it('stays unresolved when bank and name fit several accounts or none', () => {
    const twin = account({ id: 6, accountNumber: '1111122222' });
    const withTwin = createAccountResolver([hendraBca, twin]);
    expect(withTwin('ABC', 'DEPO', 'BCA|HENDRA KUSNADI')).toBeNull();
    expect(resolve('ABC', 'DEPO', 'QRIS|QRIS ABC|1')).toBeNull();
    expect(resolve('ABC', 'DEPO', 'BNI|HENDRA KUSNADI')).toBeNull();
    expect(resolve('ABC', 'DEPO', '')).toBeNull();
    expect(resolve('ABC', 'DEPO', null)).toBeNull();
  });

  it('only looks at accounts of the same website and side', () => {
    expect(resolve('ABC', 'WD', 'BCA|RIKA AMELIA|4561239012')).toBe(rikaWithdraw);
    expect(resolve('ABC', 'DEPO', 'BCA|HENDRA KUSNADI|9998887776')).toBeNull();
    expect(resolve('XYZ', 'DEPO', 'BCA|HENDRA KUSNADI|9998887776')).toBe(xyzHendra);
    expect(resolve('XYZ', 'WD', 'BCA|HENDRA KUSNADI|9998887776')).toBeNull();
  });

  it('uses the bank to choose between accounts sharing a number', () => {
    const sameNumberBni = account({ id: 7, bank: 'BNI' });
    const shared = createAccountResolver([hendraBca, sameNumberBni]);
    expect(shared('ABC', 'DEPO', 'BNI|HENDRA KUSNADI|4561237890')).toBe(sameNumberBni);
    expect(shared('ABC', 'DEPO', '4561237890')).toBeNull();
  });
});
