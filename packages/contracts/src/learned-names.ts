import { z } from 'zod';
import { Timestamp } from './common';

/**
 * A statement name a checker taught Rekon for one player's bank account (reconcile.md "Learned names"): EXACT
 * scores it 1.0 for that account. Listed for ADMIN, who can remove one.
 */
export const LearnedNameRow = z.object({
  learned_name_id: z.number(),
  learned_name_website: z.string(),
  /** The player's bank account: `BCA|1234567890`, or `user:<username>` when the panel gives no number. */
  learned_name_account: z.string(),
  /** The holder name the panel shows for that account. */
  learned_name_holder: z.string(),
  /** The statement name as printed. */
  learned_name_statement: z.string(),
  /** The name score when it was taught (below 0.85), 0..1. */
  learned_name_score: z.number().nullable(),
  /** The BO ticket whose approval taught it. */
  learned_name_ticket: z.string(),
  learned_name_created_at: Timestamp,
  learned_name_created_by_name: z.string(),
  all_data: z.number().optional(),
});
export type LearnedNameRow = z.infer<typeof LearnedNameRow>;
