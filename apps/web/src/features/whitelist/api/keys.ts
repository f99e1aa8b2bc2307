/** The cache keys of the whitelist feature: every call of this feature names its answer here. */
export const WHITELIST_KEYS = {
  pages: ['whitelist', 'page'] as const,
  page: (pageSize: number, page: number) => ['whitelist', 'page', pageSize, page] as const,
  /** The IP gate's answer: about this browser, not the account (kept across sessions). */
  check: ['whitelist', 'check'] as const,
};
