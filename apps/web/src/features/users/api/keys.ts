/** The cache keys of the users screen: every call of this feature names its answer here. */
export const USER_KEYS = {
  all: ['users'] as const,
  page: (pageSize: number, page: number) => ['users', 'page', pageSize, page] as const,
};
