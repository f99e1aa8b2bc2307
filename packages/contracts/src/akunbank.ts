import { z } from 'zod';
import { BooleanInput, NO_CONTROL_CHARACTERS, Timestamp } from './common';
import { MSG } from './messages';

/** The Data Bank bank list (spec section 9) with the labels the screen shows. */
export const BANKS = ['BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY'] as const;
export const Bank = z.enum(BANKS, MSG.bankUnknown);
export type Bank = z.infer<typeof Bank>;
export const BANK_LABELS: Record<Bank, string> = {
  BCA: 'BCA',
  BRI: 'BRI',
  MANDIRI: 'MANDIRI',
  BNI: 'BNI',
  CIMB: 'CIMB',
  OVO: 'OVO',
  DANA: 'DANA',
  LINKAJA: 'LinkAja',
  GOPAY: 'GoPay',
};

export const JENIS_TRANSAKSI = ['DEPO', 'WD'] as const;
export const JenisTransaksi = z.enum(JENIS_TRANSAKSI, MSG.jenisInvalid);
export type JenisTransaksi = z.infer<typeof JenisTransaksi>;

/**
 * The bank segment of `/api/akunbanklist/{web}/{bank}/{depo|wd}`. The upload form's values are normalised
 * the way the spec's client does it (mandiri-excel is mandiri; bni-mobile and bni-internet are bni).
 */
export function bankFromPathSegment(segment: string): Bank | null {
  const value = segment.trim().toLowerCase();
  const aliases: Record<string, Bank> = {
    'mandiri-excel': 'MANDIRI',
    'bni-mobile': 'BNI',
    'bni-internet': 'BNI',
  };
  const bank = aliases[value] ?? value.toUpperCase();
  return (BANKS as readonly string[]).includes(bank) ? (bank as Bank) : null;
}

const required = z
  .string(MSG.bankFieldsRequired)
  .trim()
  .min(1, MSG.bankFieldsRequired)
  .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters);

export const CreateAkunBankBody = z.object({
  akun_bank_website: required.max(40, MSG.websiteCodeInvalid).toUpperCase(),
  akun_bank_jenis_transaksi: required.toUpperCase().pipe(JenisTransaksi),
  akun_bank_bank: required.toUpperCase().pipe(Bank),
  akun_bank_name: required.max(100, 'Nama akun maksimal 100 karakter.'),
  akun_bank_no: required.regex(/^[0-9]{5,30}$/, MSG.bankNumberInvalid),
});
export type CreateAkunBankBody = z.infer<typeof CreateAkunBankBody>;

export const UpdateAkunBankStatusBody = z.object({ akun_bank_status: BooleanInput });
export type UpdateAkunBankStatusBody = z.infer<typeof UpdateAkunBankStatusBody>;

/** What names an account wherever a row shows it (the account list, a feed): website, side, bank, holder, number. */
export const akunBankIdentity = {
  akun_bank_id: z.number(),
  akun_bank_website: z.string(),
  akun_bank_jenis_transaksi: JenisTransaksi,
  akun_bank_bank: Bank,
  akun_bank_name: z.string(),
  akun_bank_no: z.string(),
};

export const AkunBankRow = z.object({
  ...akunBankIdentity,
  akun_bank_status: z.boolean(),
  akun_bank_created_by: z.number().nullable(),
  akun_bank_last_edited_at: Timestamp.nullable(),
  akun_bank_last_edited_by: z.number().nullable(),
  /** The editor's account name; null when that account is gone (the screen then shows the id). */
  akun_bank_last_edited_by_name: z.string().nullable(),
  all_data: z.number().optional(),
});
export type AkunBankRow = z.infer<typeof AkunBankRow>;

/** An active account offered by the upload form's account chooser. */
export const AkunBankOption = z.object({
  akun_bank_id: z.number(),
  akun_bank_name: z.string(),
  akun_bank_no: z.string(),
});
export type AkunBankOption = z.infer<typeof AkunBankOption>;
