import { z } from 'zod';
import { BooleanInput, NO_CONTROL_CHARACTERS, Timestamp } from './common';
import { akunBankIdentity } from './akunbank';
import { MSG } from './messages';

/** How often a SNAP feed pulls at the most (feeds.md "Pull"), and what a push body may weigh (413 beyond). */
export const FEED_MIN_INTERVAL_S = 60;
export const FEED_MAX_INTERVAL_S = 86_400;
export const FEED_PUSH_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of one push batch at most: a mutation-watch service sends a few at a time, a catch-up a few thousand. */
export const FEED_PUSH_MAX_ROWS = 20_000;
/** A pushed row dated earlier than this many days before today is refused with its batch (422). */
export const FEED_MAX_AGE_DAYS = 31;

export const FEED_KINDS = ['push', 'snap'] as const;
export const FeedKind = z.enum(FEED_KINDS);
export type FeedKind = z.infer<typeof FeedKind>;

/** The SNAP adapters: the standard's paths and fields, and per bank where a bank differs (feeds/snap-adapters.ts). */
export const SNAP_BANKS = ['standard', 'BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB'] as const;
export const SnapBank = z.enum(SNAP_BANKS);
export type SnapBank = z.infer<typeof SnapBank>;

/** The path a push feed is called at. */
export const pushPath = (feedId: number) => `/api/feed/push/${feedId}`;

const text = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, message).regex(NO_CONTROL_CHARACTERS, MSG.badCharacters);

/** An IPv4/IPv6 address or CIDR (checked again by the server with node:net). */
const AllowedAddress = z
  .string()
  .trim()
  .min(2)
  .max(50)
  .regex(/^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/, {
    error: (issue) => MSG.feedAddressInvalid(String(issue.input)),
  });

const FeedName = text(100, MSG.feedNameRequired);
const FeedSecret = z
  .string(MSG.feedSecretTooShort)
  .min(16, MSG.feedSecretTooShort)
  .max(500)
  .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters);
const Interval = z.coerce
  .number(MSG.feedIntervalRange)
  .int(MSG.feedIntervalRange)
  .min(FEED_MIN_INTERVAL_S, MSG.feedIntervalRange)
  .max(FEED_MAX_INTERVAL_S, MSG.feedIntervalRange);
const SnapUrl = z
  .string(MSG.feedUrlInvalid)
  .trim()
  .max(300, MSG.feedUrlInvalid)
  .regex(/^https?:\/\/[^\s]+$/, MSG.feedUrlInvalid);
const SnapField = text(200, MSG.feedSnapFieldRequired);
const PrivateKey = z
  .string(MSG.feedPrivateKeyInvalid)
  .trim()
  .max(10_000, MSG.feedPrivateKeyInvalid)
  .regex(
    /^-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----$/,
    MSG.feedPrivateKeyInvalid,
  );
const AkunBankId = z.coerce
  .number(MSG.feedAccountInactive)
  .int()
  .min(1, MSG.feedAccountInactive)
  .max(2_147_483_647);

const PushFields = {
  akun_bank_id: AkunBankId,
  feed_name: FeedName,
  feed_kind: z.literal('push'),
  feed_secret: FeedSecret,
  feed_allowed_ips: z.array(AllowedAddress).max(50).optional(),
};
const SnapFields = {
  akun_bank_id: AkunBankId,
  feed_name: FeedName,
  feed_kind: z.literal('snap'),
  snap_bank: SnapBank.optional(),
  snap_base_url: SnapUrl,
  snap_client_id: SnapField,
  snap_client_secret: z.string(MSG.feedSnapFieldRequired).min(1, MSG.feedSnapFieldRequired).max(500),
  snap_private_key: PrivateKey,
  snap_partner_id: SnapField,
  snap_channel_id: SnapField,
  feed_interval_s: Interval,
  feed_allowed_ips: z.array(AllowedAddress).max(50).optional(),
};

/** `POST /api/feeds` (ADMIN). */
export const CreateFeedBody = z.discriminatedUnion('feed_kind', [z.object(PushFields), z.object(SnapFields)]);
export type CreateFeedBody = z.infer<typeof CreateFeedBody>;

/** `PUT /api/feeds/{feed_id}` (ADMIN): what is sent is changed; a secret left out stays as it is. */
export const UpdateFeedBody = z.object({
  feed_name: FeedName.optional(),
  feed_enabled: BooleanInput.optional(),
  feed_secret: FeedSecret.optional(),
  feed_allowed_ips: z.array(AllowedAddress).max(50).optional(),
  feed_interval_s: Interval.optional(),
  snap_bank: SnapBank.optional(),
  snap_base_url: SnapUrl.optional(),
  snap_client_id: SnapField.optional(),
  snap_client_secret: z.string().min(1, MSG.feedSnapFieldRequired).max(500).optional(),
  snap_private_key: PrivateKey.optional(),
  snap_partner_id: SnapField.optional(),
  snap_channel_id: SnapField.optional(),
});
export type UpdateFeedBody = z.infer<typeof UpdateFeedBody>;

export const CreateFeedAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ feed_id: z.number(), push_path: z.string().nullable() }),
});
export type CreateFeedAnswer = z.infer<typeof CreateFeedAnswer>;

/** A feed's health (feeds.md "Health you can see"). */
export const FeedHealth = z.object({
  last_arrival_at: Timestamp.nullable(),
  last_rows: z.number().nullable(),
  rows_today: z.number(),
  matched_today: z.number(),
  /** Breaks of the running balance between fed rows in today's arrivals: mutations the feed did not send. */
  balance_breaks_today: z.number(),
  last_error: z.string().nullable(),
  last_error_at: Timestamp.nullable(),
  /** Switched on and nothing arrived for longer than expected (twice its interval, at least an hour for a push). */
  silent: z.boolean(),
  /** While silent: since when nothing arrived (its last arrival, else when it was added or last changed). */
  silent_since: Timestamp.nullable(),
});
export type FeedHealth = z.infer<typeof FeedHealth>;

/** A feed as `GET /api/feeds` lists it: never a secret or a key. */
export const FeedRow = z.object({
  feed_id: z.number(),
  feed_name: z.string(),
  feed_kind: FeedKind,
  feed_enabled: z.boolean(),
  feed_interval_s: z.number(),
  feed_allowed_ips: z.array(z.string()),
  push_path: z.string().nullable(),
  ...akunBankIdentity,
  snap: z
    .object({
      bank: SnapBank,
      base_url: z.string(),
      client_id: z.string(),
      partner_id: z.string(),
      channel_id: z.string(),
    })
    .nullable(),
  health: FeedHealth,
  feed_created_at: Timestamp,
  feed_last_edited_at: Timestamp.nullable(),
});
export type FeedRow = z.infer<typeof FeedRow>;

/**
 * A feed as the dashboard shows it (feeds.md "Health you can see"): its account's freshness, for ADMIN and CHECKER
 * within their websites; never its settings.
 */
export const DashboardFeed = FeedRow.pick({
  feed_id: true,
  feed_name: true,
  feed_kind: true,
  feed_enabled: true,
  feed_interval_s: true,
  akun_bank_id: true,
  akun_bank_jenis_transaksi: true,
  akun_bank_bank: true,
  akun_bank_name: true,
  akun_bank_no: true,
  health: true,
});
export type DashboardFeed = z.infer<typeof DashboardFeed>;

export const FeedListAnswer = z.object({ status: z.literal(true), data: z.array(FeedRow) });
export type FeedListAnswer = z.infer<typeof FeedListAnswer>;

/** The answer to an accepted push: new rows, rows already held, and pairs made on arrival. */
export const FeedPushAnswer = z.object({
  status: z.literal(true),
  inserted: z.number(),
  duplicate: z.number(),
  matched: z.number(),
});
export type FeedPushAnswer = z.infer<typeof FeedPushAnswer>;

/**
 * The answer to a test (`POST /api/feeds/{id}/test`): a push feed's signed test row passed the push's checks; a SNAP
 * feed's bank gave an access token. Nothing is stored either way; a bank's refusal is a 502 with its words.
 */
export const FeedTestAnswer = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.union([
    z.object({ rows: z.number(), signature: z.literal('ok') }),
    z.object({ token: z.literal('ok') }),
  ]),
});
export type FeedTestAnswer = z.infer<typeof FeedTestAnswer>;
