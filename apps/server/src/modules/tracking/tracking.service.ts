import { TRACKING_ALL } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { tracking } from '../../db/schema';
import type { Actor } from '../../http/access';
import { escapeControl } from '../../lib/text';

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

/**
 * Writes one audit row. Call it with the transaction of the change it records, so both commit or neither
 * does (security.md F37).
 */
export async function record(db: Db, entry: TrackingEntry): Promise<void> {
  await db.insert(tracking).values({
    tracking_website: entry.website || TRACKING_ALL,
    tracking_username: escapeControl(entry.username).slice(0, 200),
    tracking_role: entry.role,
    tracking_activity: escapeControl(entry.activity).slice(0, 2000),
    tracking_crated_at: entry.at,
    tracking_account_id: entry.accountId ?? null,
    tracking_ip: entry.ip ?? null,
  });
}

export interface ActionContext {
  actor: Actor;
  ip: string;
  at: Date;
}

/** An audit row for an action of the signed-in actor. */
export const recordAction = (db: Db, ctx: ActionContext, website: string | null, activity: string) =>
  record(db, {
    website: website ?? TRACKING_ALL,
    username: ctx.actor.accountName,
    role: ctx.actor.role,
    activity,
    at: ctx.at,
    accountId: ctx.actor.accountId,
    ip: ctx.ip,
  });

/** Audit rows for several actions of one change (a run that reopened pairs), in one statement. */
export async function recordActions(
  db: Db,
  ctx: ActionContext,
  website: string | null,
  activities: readonly string[],
): Promise<void> {
  if (activities.length === 0) return;
  await db.insert(tracking).values(
    activities.map((activity) => ({
      tracking_website: website ?? TRACKING_ALL,
      tracking_username: escapeControl(ctx.actor.accountName).slice(0, 200),
      tracking_role: ctx.actor.role,
      tracking_activity: escapeControl(activity).slice(0, 2000),
      tracking_crated_at: ctx.at,
      tracking_account_id: ctx.actor.accountId,
      tracking_ip: ctx.ip,
    })),
  );
}
