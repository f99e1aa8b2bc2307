import { describe, expect, it } from 'vitest';
import {
  contradictingScore,
  countPeople,
  editsByChecker,
  senderKey,
  senderManyUsers,
  userManySenders,
  type FundingPair,
} from './signals';

let nextId = 0;
const pair = (
  userName: string,
  senderName: string | null,
  senderAccount: string | null = null,
): FundingPair => ({
  boId: ++nextId,
  mutasiId: 1000 + nextId,
  userName,
  senderName,
  senderAccount,
});

/** A quiet day: every player funds their own account, from their own name. */
const quietDay = (): FundingPair[] => [
  pair('budi88', 'BUDI SANTOSO', '8260939259'),
  pair('budi88', 'BUDI SANTOSO', '8260939259'),
  pair('sitiaminah', 'SITI AMINAH', '5835095908'),
  pair('joko_s', 'JOKO SUSILO', null),
  pair('joko_s', 'BPK JOKO SUSILO', null),
  pair('rina77', 'GOPAY', null),
  pair('dewi_k', 'GOPAY', null),
  pair('andi_w', 'GOPAY', null),
];

describe('a day with no signal', () => {
  it('finds nothing: a player funding themselves, a title, e-wallet settlements of several players', () => {
    const day = quietDay();
    expect(senderManyUsers(day, 3)).toEqual([]);
    expect(userManySenders(day, 3)).toEqual([]);
    expect(editsByChecker([])).toEqual([]);
    expect(contradictingScore({ holder: 'JOKO SUSILO', senderName: 'BPK JOKO SUSILO' })).toBeNull();
  });
});

describe('one sender funding many usernames', () => {
  it('groups by account number, whatever name the statement prints, from the threshold on', () => {
    const day = [
      ...quietDay(),
      pair('user_a', 'HENDRA WIJAYA', '1234567890'),
      pair('user_b', 'HENDRA WIJAYA', '123-456-7890'),
      pair('USER_A', 'HENDRA W', '1234567890'),
    ];
    // Two usernames (user_a written twice): below the default of 3.
    expect(senderManyUsers(day, 3)).toEqual([]);
    const third = pair('user_c', 'HENDRA WIJAYA', '1234567890');
    const [group, ...rest] = senderManyUsers([...day, third], 3);
    expect(rest).toEqual([]);
    expect(group!.subject).toBe('1234567890 (HENDRA WIJAYA)');
    expect(group!.distinct).toBe(3);
    expect(group!.pairs.map((p) => p.userName)).toEqual(['user_a', 'user_b', 'USER_A', 'user_c']);
    // An ADMIN's threshold of 4 silences it.
    expect(senderManyUsers([...day, third], 4)).toEqual([]);
  });

  it('groups by the name as the engine normalises it where there is no number; a wallet names nobody', () => {
    const day = [
      pair('p1', 'Bpk. Agus Salim', null),
      pair('p2', 'AGUS SALIM', null),
      pair('p3', 'agus  salim', null),
      pair('p4', 'OVO', null),
      pair('p5', 'OVO', null),
      pair('p6', 'OVO', null),
    ];
    const groups = senderManyUsers(day, 3);
    expect(groups.map((g) => [g.subject, g.distinct])).toEqual([['Bpk. Agus Salim', 3]]);
    expect(senderKey({ senderName: 'VISIONET INTERNASI', senderAccount: null })).toBeNull();
    expect(senderKey({ senderName: 'X', senderAccount: '0812-3456-7890' })).toBe('no:081234567890');
  });
});

describe('one username funded from many sender names', () => {
  it('counts people, not spellings: a bank cut and a Muhammad form are one sender', () => {
    const spellings = [
      pair('rizky', 'MUHAMMAD RIZKY RAMADHAN'),
      pair('rizky', 'MUHAMMAD RIZKY RAM'),
      pair('rizky', 'M RIZKY RAMADHAN'),
      pair('rizky', 'GOPAY'),
    ];
    expect(countPeople(['MUHAMMAD RIZKY RAMADHAN', 'MUHAMMAD RIZKY RAM', 'M RIZKY RAMADHAN'])).toBe(1);
    expect(userManySenders(spellings, 3)).toEqual([]);
    const many = [
      ...spellings,
      pair('rizky', 'SITI NURHALIZA'),
      pair('Rizky', 'BAMBANG PAMUNGKAS'),
      pair('other', 'SITI NURHALIZA'),
    ];
    const groups = userManySenders(many, 3);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.subject).toBe('rizky');
    expect(groups[0]!.distinct).toBe(3);
    expect(groups[0]!.pairs).toHaveLength(6);
    expect(userManySenders(many, 4)).toEqual([]);
  });
});

describe('a manual approval whose sender contradicts the registered name', () => {
  it('is the engine score below its name threshold; forms the engine accepts are no contradiction', () => {
    expect(contradictingScore({ holder: 'BUDI SANTOSO', senderName: 'SITI AMINAH' })).toBe(0);
    expect(contradictingScore({ holder: 'BUDI SANTOSO', senderName: 'BUDI HARTONO' })).toBeGreaterThan(0);
    expect(contradictingScore({ holder: 'BUDI SANTOSO', senderName: 'BUDI HARTONO' })).toBeLessThan(0.85);
    expect(
      contradictingScore({ holder: 'MUHAMMAD FAJAR PRATAMA', senderName: 'MUHAMMAD FAJAR PRA' }),
    ).toBeNull();
    expect(contradictingScore({ holder: 'BUDI SANTOSO', senderName: 'DANA' })).toBeNull();
    // A name the bank cut short is the same person, not a contradiction (issue 29).
    expect(contradictingScore({ holder: 'NANDA KUSUMA', senderName: 'NANDA K' })).toBeNull();
    expect(contradictingScore({ holder: null, senderName: 'SITI AMINAH' })).toBeNull();
  });
});

describe('amount edits per checker', () => {
  it('sums the size of each change per checker, the most changed first', () => {
    const groups = editsByChecker([
      { checker: 'cek01', amountCents: 15_000_000, originalCents: 10_000_000 },
      { checker: 'cek02', amountCents: 9_000_000, originalCents: 10_000_000 },
      { checker: 'cek01', amountCents: 4_000_000, originalCents: 5_000_000 },
    ]);
    expect(groups.map((g) => [g.checker, g.changedCents, g.rows.length])).toEqual([
      ['cek01', 6_000_000, 2],
      ['cek02', 1_000_000, 1],
    ]);
  });
});
