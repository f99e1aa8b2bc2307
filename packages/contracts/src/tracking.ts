import { z } from 'zod';
import { Timestamp } from './common';

/** The website code of actions that concern no single website (sign-in of an ADMIN, whitelist changes). */
export const TRACKING_ALL = 'ALL';

export const TrackingRow = z.object({
  tracking_id: z.number(),
  tracking_website: z.string(),
  tracking_username: z.string(),
  tracking_role: z.string(),
  tracking_activity: z.string(),
  // Spelled so in the spec.
  tracking_crated_at: Timestamp,
  all_data: z.number().optional(),
});
export type TrackingRow = z.infer<typeof TrackingRow>;
