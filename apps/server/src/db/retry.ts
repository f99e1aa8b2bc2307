import { sqlState } from './client';

/** Serialization failures and deadlocks are retried by the application; PostgreSQL never retries them. */
const RETRYABLE = new Set(['40001', '40P01']);

export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}
