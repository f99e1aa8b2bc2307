import { TRACKING_ALL } from '@rekon/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { escapeControl } from '../../lib/text';
import { insertRows } from './tracking.repository';

export interface TrackingEntry {
  /** The affected website's code, or ALL. */
  website: string;
  username: string;
  role: string;
  activity: string;
  at: Date;
  accountId?: number | null;
  ip?: string | null;
}

/** The stored row of an entry: the texts escaped and cut to their columns. */
const rowOf = (entry: TrackingEntry) => ({
  tracking_website: entry.website,
  tracking_username: escapeControl(entry.username).slice(0, 200),
  tracking_role: entry.role,
  tracking_activity: escapeControl(entry.activity).slice(0, 2000),
  tracking_crated_at: entry.at,
  tracking_account_id: entry.accountId ?? null,
  tracking_ip: entry.ip ?? null,
});

/**
 * Writes one audit row. Call it with the transaction of the change it records, so both commit or neither
 * does (security.md F37).
 */
export async function record(db: Db, entry: TrackingEntry): Promise<void> {
  await insertRows(db, [rowOf({ ...entry, website: entry.website || TRACKING_ALL })]);
}

export interface ActionContext {
  actor: Actor;
  ip: string;
  at: Date;
}

const actionOf = (ctx: ActionContext, website: string | null, activity: string): TrackingEntry => ({
  website: website ?? TRACKING_ALL,
  username: ctx.actor.accountName,
  role: ctx.actor.role,
  activity,
  at: ctx.at,
  accountId: ctx.actor.accountId,
  ip: ctx.ip,
});

/** An audit row for an action of the signed-in actor. */
export const recordAction = (db: Db, ctx: ActionContext, website: string | null, activity: string) =>
  record(db, actionOf(ctx, website, activity));

/** Audit rows for several actions of one change (a run that reopened pairs), in one statement. */
export async function recordActions(
  db: Db,
  ctx: ActionContext,
  website: string | null,
  activities: readonly string[],
): Promise<void> {
  if (activities.length === 0) return;
  await insertRows(
    db,
    activities.map((activity) => rowOf(actionOf(ctx, website, activity))),
  );
}
