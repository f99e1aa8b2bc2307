import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import * as repo from './chain.repository';
import type { ChainRow } from './chain.repository';

export type { ChainRow };

/**
 * The Tracking chain (migration 0017, decision 066). The database's trigger gives each row the previous row's
 * hash and its own, sha256 over `<previous hash>|<canonical content>`; this module computes the same on its
 * own, from the stored fields, and walks the trail in id order to find the first row where the chain breaks.
 */

const field = (value: string | null) =>
  value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`;

export function canonical(row: ChainRow): string {
  return [row.id, row.website, row.username, row.role, row.micros, row.activity, row.accountId, row.ip]
    .map(field)
    .join('');
}

export const chainHash = (prevHash: string, row: ChainRow) =>
  createHash('sha256')
    .update(`${prevHash}|${canonical(row)}`, 'utf8')
    .digest('hex');

export interface ChainResult {
  ok: boolean;
  /** Rows walked. */
  rows: number;
  /** The first row where the chain breaks (for a removed tail: the last id the chain's head names). */
  brokenId: number | null;
  message: string;
  /** The hash of the last row: kept outside the database, it also shows a chain rewritten from scratch. */
  headHash: string;
  /** The id of the row the chain's head names (0 for an empty trail). */
  headId: number;
}

const PAGE = 5000;

/** Walks the whole trail in one read-only snapshot, so rows written meanwhile neither break nor join it. */
export async function verifyChain(db: Db): Promise<ChainResult> {
  return db.transaction(async (trx) => {
    await repo.readOnlySnapshot(trx);
    const head = await repo.readHead(trx);
    if (!head)
      return {
        ok: false,
        rows: 0,
        brokenId: null,
        message: 'The chain has no head row: it was removed.',
        headHash: '',
        headId: 0,
      };
    const headLast = BigInt(head.last);
    let prev = '';
    let prevId: string | null = null;
    let walked = 0;
    let sawHead = headLast === 0n;
    const broken = (id: string, message: string): ChainResult => ({
      ok: false,
      rows: walked,
      brokenId: Number(id),
      message,
      headHash: head.hash,
      headId: Number(head.last),
    });
    for (;;) {
      const rows = await repo.readChainPage(trx, prevId, PAGE);
      for (const row of rows) {
        walked += 1;
        if (BigInt(row.id) > headLast)
          return broken(
            row.id,
            `Row ${row.id} was written around the chain: it comes after its head (row ${head.last}).`,
          );
        if (row.prevHash !== prev)
          return broken(
            row.id,
            prevId === null
              ? `Row ${row.id} does not start the chain: rows before it were removed, or it was inserted.`
              : `Row ${row.id} does not follow row ${prevId}: a row between them was removed, or one of them inserted out of order.`,
          );
        if (row.hash !== chainHash(prev, row))
          return broken(
            row.id,
            `Row ${row.id} was changed after it was written: its hash does not match its content.`,
          );
        if (BigInt(row.id) === headLast) {
          if (row.hash !== head.hash)
            return broken(
              row.id,
              `Row ${row.id} is not the row the chain's head names: the chain was rewritten.`,
            );
          sawHead = true;
        }
        prev = row.hash;
        prevId = row.id;
      }
      if (rows.length < PAGE) break;
    }
    if (!sawHead)
      return {
        ok: false,
        rows: walked,
        brokenId: Number(head.last),
        message: `The chain's head names row ${head.last}, but the trail ends at ${prevId ?? 'no row'}: rows were removed from its end.`,
        headHash: head.hash,
        headId: Number(head.last),
      };
    return {
      ok: true,
      rows: walked,
      brokenId: null,
      message: `The chain holds over ${walked} rows.`,
      headHash: head.hash,
      headId: Number(head.last),
    };
  });
}

/** Keeps the outcome for the ADMIN dashboard ("last chain verification"). */
export async function recordVerification(db: Db, result: ChainResult, at: Date): Promise<void> {
  await repo.insertVerification(db, {
    verification_at: at,
    verification_ok: result.ok,
    verification_rows: result.rows,
    verification_broken_id: result.brokenId,
    verification_message: result.message,
  });
}

export async function verifyAndRecord(db: Db, at: Date): Promise<ChainResult> {
  const result = await verifyChain(db);
  await recordVerification(db, result, at);
  return result;
}

export interface LastVerification {
  at: string;
  ok: boolean;
  broken_id: number | null;
}

export async function lastVerification(db: Db): Promise<LastVerification | null> {
  const row = await repo.findLastVerification(db);
  return row
    ? {
        at: row.verification_at.toISOString(),
        ok: row.verification_ok,
        broken_id: row.verification_broken_id,
      }
    : null;
}
