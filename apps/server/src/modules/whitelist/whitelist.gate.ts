import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whitelist } from '../../db/schema';

/**
 * The set of active whitelist addresses, re-read at most every `ttlMs`. Other processes' changes are seen
 * within that time (security.md C22 asks for 5 s); this process's own changes at once (`invalidate`).
 */
export class WhitelistGate {
  private active: Promise<Set<string>> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2_000,
  ) {}

  async isAllowed(ip: string): Promise<boolean> {
    return (await this.activeSet()).has(ip);
  }

  invalidate() {
    this.active = undefined;
  }

  private activeSet(): Promise<Set<string>> {
    const now = Date.now();
    if (!this.active || now - this.loadedAt > this.ttlMs) {
      this.loadedAt = now;
      const loading = this.db
        .select({ ip: whitelist.whitelist_ip })
        .from(whitelist)
        .where(eq(whitelist.whitelist_status, true))
        .then((rows) => new Set(rows.map((row) => row.ip)));
      // A failed read is not cached: the next request tries again.
      loading.catch(() => {
        if (this.active === loading) this.active = undefined;
      });
      this.active = loading;
    }
    return this.active;
  }
}
