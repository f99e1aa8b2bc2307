import { z } from 'zod';
import { MSG, type CreateFeedBody } from '@rekon/contracts';

/** What the dialog edits: every field as typed; the server's schema checks the body built from it. */
export const FeedForm = z.object({
  website: z.string().min(1, MSG.bankFieldsRequired),
  akun_bank_id: z.string().min(1, MSG.feedAccountInactive),
  feed_name: z.string().trim().min(1, MSG.feedNameRequired).max(100, MSG.feedNameRequired),
  feed_kind: z.enum(['push', 'snap']),
  feed_secret: z.string(),
  feed_allowed_ips: z.string(),
  snap_base_url: z.string(),
  snap_client_id: z.string(),
  snap_client_secret: z.string(),
  snap_private_key: z.string(),
  snap_partner_id: z.string(),
  snap_channel_id: z.string(),
  feed_interval_s: z.string(),
});
export type FeedForm = z.infer<typeof FeedForm>;

export const FIELDS = [
  'website',
  'akun_bank_id',
  'feed_name',
  'feed_kind',
  'feed_secret',
  'feed_allowed_ips',
  'snap_base_url',
  'snap_client_id',
  'snap_client_secret',
  'snap_private_key',
  'snap_partner_id',
  'snap_channel_id',
  'feed_interval_s',
] as const;

/** The form's values as the API's body: the fields of the chosen kind only, addresses one per line or comma. */
export function feedBody(values: FeedForm): CreateFeedBody {
  const allowed = values.feed_allowed_ips
    .split(/[\s,]+/)
    .map((value) => value.trim())
    .filter(Boolean);
  const common = {
    akun_bank_id: Number(values.akun_bank_id),
    feed_name: values.feed_name.trim(),
    ...(allowed.length > 0 ? { feed_allowed_ips: allowed } : {}),
  };
  if (values.feed_kind === 'push') return { ...common, feed_kind: 'push', feed_secret: values.feed_secret };
  return {
    ...common,
    feed_kind: 'snap',
    snap_base_url: values.snap_base_url.trim(),
    snap_client_id: values.snap_client_id.trim(),
    snap_client_secret: values.snap_client_secret,
    snap_private_key: values.snap_private_key.trim(),
    snap_partner_id: values.snap_partner_id.trim(),
    snap_channel_id: values.snap_channel_id.trim(),
    feed_interval_s: Number(values.feed_interval_s),
  };
}

/** A blank form for a push feed on the given website, polling every five minutes once switched to SNAP. */
export const emptyFeedForm = (website: string): FeedForm => ({
  website,
  akun_bank_id: '',
  feed_name: '',
  feed_kind: 'push',
  feed_secret: '',
  feed_allowed_ips: '',
  snap_base_url: '',
  snap_client_id: '',
  snap_client_secret: '',
  snap_private_key: '',
  snap_partner_id: '',
  snap_channel_id: '',
  feed_interval_s: '300',
});
