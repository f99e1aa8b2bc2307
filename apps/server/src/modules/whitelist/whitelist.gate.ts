import type { Db } from '../../db/client';
import { activeIps } from './whitelist.repository';

/**
 * The set of active whitelist addresses, re-read at most every `ttlMs`. Other processes' changes are seen
 * within that time (security.md C22 asks for 5 s); this process's own changes at once (`invalidate`).
 */
export class WhitelistGate {
  private active: Promise<Set<string>> | undefined;
  /** The set as last read, while no change of this process has made it stale. */
  private lastRead: Set<string> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2_000,
  ) {}

  /**
   * `lastRead`: answer from the set as last read, refreshing it in the background, instead of waiting for a
   * read the database may not serve until a running upload ends (an upload's progress, asked during it).
   */
  async isAllowed(ip: string, { lastRead = false } = {}): Promise<boolean> {
    const set = this.activeSet();
    if (lastRead && this.lastRead) return this.lastRead.has(ip);
    return (await set).has(ip);
  }

  invalidate() {
    this.active = undefined;
    this.lastRead = undefined;
  }

  private activeSet(): Promise<Set<string>> {
    const now = Date.now();
    if (!this.active || now - this.loadedAt > this.ttlMs) {
      this.loadedAt = now;
      const loading = activeIps(this.db).then((ips) => {
        const set = new Set(ips);
        if (this.active === loading) this.lastRead = set;
        return set;
      });
      // A failed read is not cached: the next request tries again.
      loading.catch(() => {
        if (this.active === loading) this.active = undefined;
      });
      this.active = loading;
    }
    return this.active;
  }
}
