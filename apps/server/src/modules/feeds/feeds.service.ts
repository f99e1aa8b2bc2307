import { createHmac, createPrivateKey, timingSafeEqual } from 'node:crypto';
import { jakartaDateTime, MSG, pushPath, type CreateFeedBody, type UpdateFeedBody } from '@rekon/contracts';
import { sqlState, type Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { findById as findAkunBank } from '../akunbank/akunbank.repository';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { normaliseAllowedIps } from './allowed-ips';
import { readBatch } from './feed-batch';
import * as repo from './feeds.repository';
import type { SecretBox } from './secret-box';
import { requestToken, SnapError, type SnapSettings } from './snap-client';

/** What each sealed secret is for: its additional data, so a value moved to another kind of feed (push and SNAP) does not open. */
export const purposeOf = (kind: 'push' | 'snap') => `rekon-feed:${kind}`;

/** The body of a push's `Signature`: lowercase hex HMAC-SHA256 of the raw body with the feed's secret. */
export const signBody = (secret: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Compares a pushed signature with the expected one in constant time (any case, surrounding blanks ignored). */
export function signatureMatches(secret: string, body: Buffer, given: string | undefined): boolean {
  if (given === undefined) return false;
  const expected = Buffer.from(signBody(secret, body), 'utf8');
  const received = Buffer.from(given.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a wrong length is compared with itself so the time does not tell.
  if (received.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, received);
}

/** A feed key is needed to store or read a secret; without one (PostgreSQL and no `FEED_SECRET_KEY`), 503. */
export function requireBox(box: SecretBox | undefined): SecretBox {
  if (!box)
    throw new HttpError(
      503,
      'FEED_SECRET_KEY belum diatur di server: feed tidak dapat dibuat atau dibaca (lihat docs/operations.md).',
    );
  return box;
}

interface SnapSecret {
  client_secret: string;
  private_key: string;
}

function checkPrivateKey(pem: string) {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not rsa');
  } catch {
    throw badRequest(MSG.feedPrivateKeyInvalid, [
      { field: 'snap_private_key', message: MSG.feedPrivateKeyInvalid },
    ]);
  }
}

const describe = (name: string, kind: string, account: { akun_bank_bank: string; akun_bank_no: string }) =>
  `feed ${kind} "${name}" akun ${account.akun_bank_bank} ${account.akun_bank_no}`;

export async function create(db: Db, box: SecretBox | undefined, body: CreateFeedBody, ctx: ActionContext) {
  const sealer = requireBox(box);
  const allowed = normaliseAllowedIps(body.feed_allowed_ips);
  if (body.feed_kind === 'snap') checkPrivateKey(body.snap_private_key);
  try {
    return await db.transaction(async (trx) => {
      const account = await findAkunBank(trx, body.akun_bank_id);
      if (!account || !account.akun_bank_status)
        throw badRequest(MSG.feedAccountInactive, [
          { field: 'akun_bank_id', message: MSG.feedAccountInactive },
        ]);
      const secret =
        body.feed_kind === 'push'
          ? sealer.seal(body.feed_secret, purposeOf('push'))
          : sealer.seal(
              JSON.stringify({
                client_secret: body.snap_client_secret,
                private_key: body.snap_private_key,
              } satisfies SnapSecret),
              purposeOf('snap'),
            );
      const feedId = await repo.insertFeed(trx, {
        feed_akun_bank_id: account.akun_bank_id,
        feed_name: body.feed_name,
        feed_kind: body.feed_kind,
        feed_secret: secret,
        feed_allowed_ips: allowed,
        feed_snap:
          body.feed_kind === 'snap'
            ? {
                bank: body.snap_bank ?? 'standard',
                base_url: body.snap_base_url.replace(/\/+$/, ''),
                client_id: body.snap_client_id,
                partner_id: body.snap_partner_id,
                channel_id: body.snap_channel_id,
              }
            : null,
        feed_interval_s: body.feed_kind === 'snap' ? body.feed_interval_s : 300,
        feed_enabled: true,
        feed_created_at: ctx.at,
        feed_created_by: ctx.actor.accountId,
      });
      await recordAction(
        trx,
        ctx,
        account.akun_bank_website,
        `Menambahkan ${describe(body.feed_name, body.feed_kind, account)}`,
      );
      return { feed_id: feedId, push_path: body.feed_kind === 'push' ? pushPath(feedId) : null };
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.feedNameTaken);
    throw err;
  }
}

export async function update(
  db: Db,
  box: SecretBox | undefined,
  feedId: number,
  body: UpdateFeedBody,
  ctx: ActionContext,
) {
  try {
    return await db.transaction(async (trx) => {
      const found = await repo.findFeed(trx, feedId);
      if (!found) throw notFound(MSG.feedNotFound);
      const { feed: current, account } = found;
      const changes: repo.FeedChange = {};
      const said: string[] = [];
      if (body.feed_name !== undefined && body.feed_name !== current.feed_name) {
        changes.feed_name = body.feed_name;
        said.push(`nama "${body.feed_name}"`);
      }
      if (body.feed_enabled !== undefined && body.feed_enabled !== current.feed_enabled) {
        changes.feed_enabled = body.feed_enabled;
        // A feed switched back on pulls at once and is not "silent" for the time it was off.
        if (body.feed_enabled) changes.feed_next_pull_at = null;
        said.push(body.feed_enabled ? 'diaktifkan' : 'dinonaktifkan');
      }
      if (body.feed_allowed_ips !== undefined) {
        changes.feed_allowed_ips = normaliseAllowedIps(body.feed_allowed_ips);
        said.push(`alamat pengirim ${changes.feed_allowed_ips.join(', ') || 'semua'}`);
      }
      if (body.feed_interval_s !== undefined && current.feed_kind === 'snap') {
        changes.feed_interval_s = body.feed_interval_s;
        said.push(`interval ${body.feed_interval_s} detik`);
      }
      if (current.feed_kind === 'push' && body.feed_secret !== undefined) {
        changes.feed_secret = requireBox(box).seal(body.feed_secret, purposeOf('push'));
        said.push('secret diganti');
      }
      if (current.feed_kind === 'snap') {
        const snap = { ...(current.feed_snap ?? {}) };
        let snapChanged = false;
        for (const [field, key] of [
          ['snap_bank', 'bank'],
          ['snap_base_url', 'base_url'],
          ['snap_client_id', 'client_id'],
          ['snap_partner_id', 'partner_id'],
          ['snap_channel_id', 'channel_id'],
        ] as const) {
          const value = body[field];
          if (value !== undefined && snap[key] !== value) {
            snap[key] = key === 'base_url' ? value.replace(/\/+$/, '') : value;
            snapChanged = true;
          }
        }
        if (snapChanged) {
          changes.feed_snap = snap;
          said.push('pengaturan SNAP');
        }
        if (body.snap_client_secret !== undefined || body.snap_private_key !== undefined) {
          const sealer = requireBox(box);
          const old = JSON.parse(sealer.open(current.feed_secret, purposeOf('snap'))) as SnapSecret;
          if (body.snap_private_key !== undefined) checkPrivateKey(body.snap_private_key);
          changes.feed_secret = sealer.seal(
            JSON.stringify({
              client_secret: body.snap_client_secret ?? old.client_secret,
              private_key: body.snap_private_key ?? old.private_key,
            } satisfies SnapSecret),
            purposeOf('snap'),
          );
          said.push('kunci SNAP diganti');
        }
      }
      if (said.length === 0) return;
      await repo.updateFeed(trx, feedId, {
        ...changes,
        feed_last_edited_at: ctx.at,
        feed_last_edited_by: ctx.actor.accountId,
      });
      await recordAction(
        trx,
        ctx,
        account.akun_bank_website,
        `Mengubah ${describe(current.feed_name, current.feed_kind, account)}: ${said.join('; ')}`,
      );
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.feedNameTaken);
    throw err;
  }
}

export async function remove(db: Db, feedId: number, ctx: ActionContext) {
  await db.transaction(async (trx) => {
    const found = await repo.findFeed(trx, feedId);
    if (!found) throw notFound(MSG.feedNotFound);
    // Its rows stay (they are statement rows like any other) and keep the feed's id as where they came from.
    await repo.deleteFeed(trx, feedId);
    await recordAction(
      trx,
      ctx,
      found.account.akun_bank_website,
      `Menghapus ${describe(found.feed.feed_name, found.feed.feed_kind, found.account)}`,
    );
  });
}

/** The push secret of a feed, opened. */
export function pushSecretOf(box: SecretBox | undefined, record: repo.FeedRecord): string {
  return requireBox(box).open(record.feed.feed_secret, purposeOf('push'));
}

/** The SNAP client secret and private key of a feed, opened. */
export function snapSecretOf(box: SecretBox | undefined, record: repo.FeedRecord): SnapSecret {
  return JSON.parse(requireBox(box).open(record.feed.feed_secret, purposeOf('snap'))) as SnapSecret;
}

/** What the SNAP client needs to call the bank for a feed: its settings and its opened secrets. */
export function snapSettingsOf(box: SecretBox | undefined, record: repo.FeedRecord): SnapSettings {
  const secret = snapSecretOf(box, record);
  const snap = record.feed.feed_snap ?? {};
  return {
    bank: (snap.bank ?? 'standard') as SnapSettings['bank'],
    baseUrl: snap.base_url ?? '',
    clientId: snap.client_id ?? '',
    clientSecret: secret.client_secret,
    privateKey: secret.private_key,
    partnerId: snap.partner_id ?? '',
    channelId: snap.channel_id ?? '',
    accountNo: record.account.akun_bank_no,
  };
}

/**
 * A SNAP feed's test (ADMIN, `POST /api/feeds/{id}/test`): one B2B token request to the bank with the feed's
 * address, client id and private key, and no statement call, so no row is asked for or stored. A refusal, an
 * unreachable bank or a time-out answers 502 with the bank's words and is the feed's last error (its back-off is
 * left as the pulls set it); a Tracking row says who tested and what the bank said.
 */
async function testSnap(db: Db, box: SecretBox | undefined, found: repo.FeedRecord, ctx: ActionContext) {
  const settings = snapSettingsOf(box, found);
  const said = `Tes koneksi ${describe(found.feed.feed_name, 'snap', found.account)}`;
  try {
    await requestToken(settings, () => ctx.at);
  } catch (err) {
    if (!(err instanceof SnapError)) throw err;
    await db.transaction(async (trx) => {
      await repo.recordTestError(trx, found.feed.feed_id, ctx.at, err.message);
      await recordAction(trx, ctx, found.account.akun_bank_website, `${said}: gagal, ${err.message}`);
    });
    throw new HttpError(502, MSG.feedSnapTestFailed(err.message));
  }
  await recordAction(db, ctx, found.account.akun_bank_website, `${said}: bank memberi access token`);
  return { message: MSG.feedSnapTestDone, data: { token: 'ok' as const } };
}

/**
 * A feed's test (ADMIN, `POST /api/feeds/{id}/test`). A push feed: a signed test arrival, a one-row batch of today for the feed's account is
 * signed with its secret and goes through the push's own checks (signature, reading, account and date), storing no
 * row. The feed's health shows it as its last arrival (0 rows); a Tracking row says who tested.
 */
export async function testFeed(db: Db, box: SecretBox | undefined, feedId: number, ctx: ActionContext) {
  const found = await repo.findFeed(db, feedId);
  if (!found) throw notFound(MSG.feedNotFound);
  if (found.feed.feed_kind === 'snap') return testSnap(db, box, found, ctx);
  const secret = pushSecretOf(box, found);
  const body = Buffer.from(
    JSON.stringify([
      {
        account_number: found.account.akun_bank_no,
        date: jakartaDateTime(ctx.at),
        description: 'REKON TEST',
        amount: 1,
        type: found.account.akun_bank_jenis_transaksi === 'DEPO' ? 'CR' : 'DB',
        balance: 0,
        mutation_id: `rekon-test-${ctx.at.getTime()}`,
      },
    ]),
  );
  const signature = signBody(secret, body);
  if (!signatureMatches(secret, body, signature)) throw new Error('test signature did not verify');
  const rows = readBatch(JSON.parse(body.toString('utf8')), found.account.akun_bank_no, ctx.at);
  await db.transaction(async (trx) => {
    await repo.recordArrival(trx, feedId, ctx.at, 0);
    await recordAction(
      trx,
      ctx,
      found.account.akun_bank_website,
      `Tes kiriman ${describe(found.feed.feed_name, 'push', found.account)}: tanda tangan dan format benar`,
    );
  });
  return { message: MSG.feedTestDone, data: { rows: rows.length, signature: 'ok' as const } };
}
