import { z } from 'zod';
import { BooleanInput, Timestamp } from './common';
import { MSG } from './messages';

/** Four groups of 1-3 digits (spec section 5); the server also checks each is 0-255 without leading zeros. */
export const IPV4_INPUT_PATTERN = /^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/;

export const CreateWhitelistBody = z.object({
  whitelist_ip: z.string(MSG.ipInvalid).min(1, MSG.ipInvalid).max(64, MSG.ipInvalid),
});
export type CreateWhitelistBody = z.infer<typeof CreateWhitelistBody>;

export const UpdateWhitelistStatusBody = z.object({ Whitelist_status: BooleanInput });
export type UpdateWhitelistStatusBody = z.infer<typeof UpdateWhitelistStatusBody>;

export const WhitelistRow = z.object({
  Whitelist_id: z.number(),
  Whitelist_ip: z.string(),
  Whitelist_status: z.boolean(),
  Whitelist_last_edited_at: Timestamp.nullable(),
  Whitelist_last_edited_by: z.number().nullable(),
  /** The editor's account name; null when that account is gone (the screen then shows the id). */
  Whitelist_last_edited_by_name: z.string().nullable(),
  all_data: z.number().optional(),
});
export type WhitelistRow = z.infer<typeof WhitelistRow>;
