import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, Timestamp } from './common';
import { MSG } from './messages';

export const WEBSITE_PANELS = ['NEXUS', 'LUXE'] as const;
export const WebsitePanel = z.enum(WEBSITE_PANELS, MSG.websitePanelInvalid);
export type WebsitePanel = z.infer<typeof WebsitePanel>;

/** The factor that turns a panel export's amounts into rupiah (formats.md). */
export const BO_SCALES = [1, 1000] as const;
export const DEFAULT_BO_SCALE: Record<WebsitePanel, number> = { NEXUS: 1000, LUXE: 1 };
export const BoScale = z.union([z.literal(1), z.literal(1000)], MSG.websiteScaleInvalid);

/**
 * Words the API uses for "every website" (`ALL` in the tracking, report and risk paths; the Tracking rows of
 * global actions): a website may not be called that (decision 063).
 */
export const RESERVED_WEBSITE_CODES: readonly string[] = ['ALL'];

export const WebsiteCode = z
  .string(MSG.websiteFieldsRequired)
  .trim()
  .min(1, MSG.websiteFieldsRequired)
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,20}$/, MSG.websiteCodeInvalid)
  .refine((code) => !RESERVED_WEBSITE_CODES.includes(code), { message: MSG.websiteCodeReserved });

export const CreateWebsiteBody = z.object({
  website_name: z
    .string(MSG.websiteFieldsRequired)
    .trim()
    .min(1, MSG.websiteFieldsRequired)
    .max(100)
    .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters),
  website_code: WebsiteCode,
  // The spec's form offers "NEXUS" and "luxe": the panel is stored upper-case.
  website_panel: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(WebsitePanel)
    .optional()
    .transform((panel) => panel ?? 'NEXUS'),
});
export type CreateWebsiteBody = z.infer<typeof CreateWebsiteBody>;

export const UpdateWebsiteBody = z.object({ website_bo_scale: BoScale });
export type UpdateWebsiteBody = z.infer<typeof UpdateWebsiteBody>;

export const WebsiteRow = z.object({
  website_id: z.number(),
  website_name: z.string(),
  website_code: z.string(),
  website_panel: WebsitePanel,
  website_bo_scale: z.number(),
  website_last_edited_at: Timestamp.nullable(),
  website_last_edited_by: z.number().nullable(),
  /** The editor's account name; null when that account is gone (the screen then shows the id). */
  website_last_edited_by_name: z.string().nullable(),
  all_data: z.number().optional(),
});
export type WebsiteRow = z.infer<typeof WebsiteRow>;

/**
 * `GET /api/websitelist`: the short form every screen's website chooser uses. `GET /api/deletewebsitelist`
 * answers the same form with every website, for the /delete screen.
 */
export const WebsiteOption = z.object({
  website_id: z.number(),
  website_name: z.string(),
  website_code: z.string(),
  website_panel: WebsitePanel,
  website_bo_scale: z.number(),
});
export type WebsiteOption = z.infer<typeof WebsiteOption>;
