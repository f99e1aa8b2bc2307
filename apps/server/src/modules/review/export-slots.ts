import { ServerBusyError } from '../../lib/heavy-work';

/**
 * Exports streaming at once. A CSV export on PostgreSQL holds a pooled connection for as long as its reader takes
 * (COPY runs at the client's pace), and the pool has 10: a few readers, slow or stalled, must never take them all
 * from the rest of the desk (security.md 48). Beyond these, the answer is 503 with Retry-After, as for uploads.
 */
export const EXPORTS_AT_ONCE = 4;
export const EXPORTS_PER_ACCOUNT = 2;
const RETRY_AFTER_SECONDS = 5;

export function exportSlots(limits = { total: EXPORTS_AT_ONCE, perAccount: EXPORTS_PER_ACCOUNT }) {
  let running = 0;
  const byAccount = new Map<number, number>();
  return {
    /** A slot for `accountId`'s export, or ServerBusyError; `release` gives it back once (later calls do nothing). */
    take(accountId: number): () => void {
      const own = byAccount.get(accountId) ?? 0;
      if (running >= limits.total || own >= limits.perAccount) throw new ServerBusyError(RETRY_AFTER_SECONDS);
      running++;
      byAccount.set(accountId, own + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
        const left = (byAccount.get(accountId) ?? 1) - 1;
        if (left > 0) byAccount.set(accountId, left);
        else byAccount.delete(accountId);
      };
    },
    get running() {
      return running;
    },
  };
}
