/** The cache keys of the websites feature: every call of this feature names its answer here. */
export const WEBSITE_KEYS = {
  all: ['websites'] as const,
  page: (pageSize: number, page: number) => ['websites', 'page', pageSize, page] as const,
  options: ['websites', 'options'] as const,
  deleteOptions: ['websites', 'options', 'delete'] as const,
};
