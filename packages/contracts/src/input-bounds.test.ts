import { describe, expect, it } from 'vitest';
import { AddAccountBody } from './accounts';
import { LoginBody } from './auth';
import { MAX_INT4_ID, SearchTerm, WebsiteParam } from './common';
import { MSG } from './messages';
import { AmountInput, MAX_AMOUNT_RUPIAH, UpdateBoDepositBody } from './review';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('edge bounds of bad input (decision 041)', () => {
  it('keeps a corrected amount within 90 trillion rupiah, whose cents stay exact integers', () => {
    expect(Number.isSafeInteger(MAX_AMOUNT_RUPIAH * 100)).toBe(true);
    expect(MAX_AMOUNT_RUPIAH).toBeLessThan(1e16); // numeric(18,2)
    expect(AmountInput.parse(MAX_AMOUNT_RUPIAH)).toBe(MAX_AMOUNT_RUPIAH);
    expect(AmountInput.parse('90000000000000.00')).toBe(MAX_AMOUNT_RUPIAH);
    expect(AmountInput.parse('')).toBeNull();
    for (const amount of [1e17, '100000000000000000', MAX_AMOUNT_RUPIAH + 0.01, 1e308]) {
      expect(messageOf(AmountInput.safeParse(amount)), String(amount)).toBe(MSG.reviewAmountTooLarge);
    }
    expect(messageOf(AmountInput.safeParse(Infinity))).toBe(MSG.reviewBadAmount);
  });

  it('refuses control characters in search terms, website codes, remarks and sign-in names', () => {
    for (const text of ['a\u0000b', '\u0000', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b']) {
      expect(messageOf(SearchTerm(100).safeParse(text)), JSON.stringify(text)).toBe(MSG.searchBadCharacters);
      expect(messageOf(WebsiteParam.safeParse(text)), JSON.stringify(text)).toBe(MSG.badCharacters);
      expect(
        messageOf(UpdateBoDepositBody.safeParse({ arr: [{ bo_id: 1, ket_app: `x${text}y` }] })),
        JSON.stringify(text),
      ).toBe(MSG.badCharacters);
    }
    expect(messageOf(LoginBody.safeParse({ account_name: 'a\u0000b', account_password: 'x' }))).toBe(
      MSG.loginFailed,
    );
    // Names with spaces, quotes, percent signs and letters beyond ASCII are searched as typed.
    for (const text of ["o'neil 5% a_b", 'Ñoño Ümit', '李明']) expect(SearchTerm(100).parse(text)).toBe(text);
  });

  it('refuses ids beyond their columns with an Indonesian message', () => {
    const account = (account_website: unknown) =>
      AddAccountBody.safeParse({
        account_name: 'budi',
        account_password: 'Sangat-Kuat-Sekali-77',
        account_role: 'CHECKER',
        account_website,
      });
    expect(account(MAX_INT4_ID).success).toBe(true);
    expect(messageOf(account(MAX_INT4_ID + 1))).toBe(MSG.websiteNotFound);
    expect(messageOf(UpdateBoDepositBody.safeParse({ arr: [{ bo_id: 1e20, ket_app: 'x' }] }))).toBe(
      MSG.idInvalid,
    );
  });
});
