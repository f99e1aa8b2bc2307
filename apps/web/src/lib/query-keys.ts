/**
 * The cache keys that more than one feature names: a feature that changes what another one lists clears that
 * list's answers through these (a bank account added on Data Bank reaches the upload form's chooser at once, a
 * delete clears the review lists). Keys only one feature uses stay in that feature.
 */

/** Websites: the Website screen's pages and every screen's website chooser. */
export const WEBSITE_KEYS = {
  all: ['websites'] as const,
  page: (pageSize: number, page: number) => ['websites', 'page', pageSize, page] as const,
  options: ['websites', 'options'] as const,
  deleteOptions: ['websites', 'options', 'delete'] as const,
};

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

/** Every review list (View BO, View Mutasi); the lists' own keys extend it. */
export const REVIEW_KEY = ['review'] as const;
