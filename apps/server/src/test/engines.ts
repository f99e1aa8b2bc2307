/** Which database the server tests of this run use (one vitest project per engine). */
export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = process.env.REKON_TEST_ENGINE ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`Unknown REKON_TEST_ENGINE ${engine}`);
  return engine;
}

/** The URL of another database on the server TEST_DATABASE_URL points at. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
