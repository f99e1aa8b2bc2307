/**
 * The cache keys of bank accounts. The upload form's account chooser lives under the same root, so a bank
 * account added or switched off on the Data Bank screen is seen by the upload form at once.
 */
export const AKUN_BANK_KEYS = {
  all: ['akunbank'] as const,
  page: (websiteCode: string, pageSize: number, page: number) =>
    ['akunbank', websiteCode, pageSize, page] as const,
  forUpload: (websiteCode: string, bank: string, side: string) =>
    ['akunbank', 'upload', websiteCode, bank, side] as const,
};
