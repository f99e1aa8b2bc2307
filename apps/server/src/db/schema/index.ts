/**
 * Tables with the spec's column names (no camelCase mapping layer), one file per part of the product. The SQL in
 * migrations/ is generated from these files by drizzle-kit and reviewed; hand-written SQL (triggers) lives in its
 * own numbered migration.
 */
export * from './access';
export * from './audit';
export * from './sign-in';
export * from './uploads';
export * from './rows';
export * from './desk';
export * from './feeds';
