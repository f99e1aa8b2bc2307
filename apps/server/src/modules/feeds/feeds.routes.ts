import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, FEED_PUSH_MAX_BYTES, MSG, jakartaDate } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { isAllowedSender } from './allowed-ips';
import { readBatch, unprocessable } from './feed-batch';
import { ingestFeedBatch } from './feed-ingest';
import * as repo from './feeds.repository';
import * as service from './feeds.service';

/**
 * `POST /api/feed/push/{feed_id}` (feeds.md "Push"): the one API route with no session and no whitelist sign-in
 * flow. It reads the raw body itself (the signature is over its bytes), up to 5 MB (413 beyond), and is gated by
 * the feed (404 when unknown or switched off), its allowed sender addresses (403) and the signature (401). A batch
 * that cannot be read, or holds another account's row or a date outside the last 31 days, is refused whole (422).
 */
const pushRoute: FastifyPluginAsyncZod = async (app) => {
  // Services send `application/json`, some `text/plain` or nothing: the bytes are read as they are, whatever the type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FEED_PUSH_MAX_BYTES }, (_req, body, done) => {
    done(null, body);
  });

  // The feed and its sender's address are checked before the body is read (security.md 21): an unknown caller
  // never gets to hold the server reading up to 5 MB. The handler takes the feed found here.
  const feeds = new WeakMap<FastifyRequest, repo.FeedRecord>();
  const gate = async (req: FastifyRequest) => {
    const id = Number((req.params as { feed_id?: string }).feed_id);
    const found = Number.isSafeInteger(id) && id > 0 ? await repo.findFeed(app.db, id) : undefined;
    // A switched-off feed, or one whose account is switched off, takes nothing, as an unknown one.
    if (!found || !repo.isOpen(found, 'push')) throw notFound(MSG.feedNotFound);
    if (!isAllowedSender(req.clientIp, found.feed.feed_allowed_ips)) {
      req.log.warn({ feed: found.feed.feed_id, ip: req.clientIp }, 'feed push from an address not allowed');
      throw forbidden(MSG.feedAddressRefused);
    }
    feeds.set(req, found);
  };

  const push = endpoints.feedPush;
  app.route({
    method: push.method,
    url: push.path,
    schema: push.schema,
    bodyLimit: FEED_PUSH_MAX_BYTES,
    config: { access: { roles: 'public', ownIpGate: true } },
    onRequest: gate,
    handler: async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const found = feeds.get(req);
      if (!found) throw notFound(MSG.feedNotFound);
      const given = req.headers.signature;
      const signature = Array.isArray(given) ? given[0] : given;
      if (!signature) {
        req.log.warn({ feed: found.feed.feed_id, ip: req.clientIp }, 'feed push without a signature');
        throw unauthorized(MSG.feedSignatureMissing);
      }
      const secret = service.pushSecretOf(app.feedBox, found);
      if (!service.signatureMatches(secret, body, signature)) {
        req.log.warn({ feed: found.feed.feed_id, ip: req.clientIp }, 'feed push with a wrong signature');
        throw unauthorized(MSG.feedSignatureWrong);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw unprocessable(MSG.feedBodyUnreadable);
      }
      const at = app.clock();
      let rows;
      try {
        rows = readBatch(parsed, found.account.akun_bank_no, at);
      } catch (err) {
        if (err instanceof HttpError) await repo.recordError(app.db, found.feed.feed_id, at, err.message);
        throw err;
      }
      const arrival = await ingestFeedBatch(
        app.database,
        app.heavyWork,
        repo.targetOf(found),
        body,
        rows,
        at,
        req.clientIp,
      );
      return {
        status: true as const,
        inserted: arrival.inserted,
        duplicate: arrival.duplicate,
        matched: arrival.matched,
      };
    },
  });
};

export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pushRoute);

  route(app, endpoints.feeds, { access: { roles: ['ADMIN', 'CHECKER'] } }, async (req) => {
    const actor = actorOf(req);
    const now = app.clock();
    const website = actor.role === 'ADMIN' ? null : (actor.websiteCode ?? '');
    return { status: true as const, data: await repo.listFeeds(app.db, website, now, jakartaDate(now)) };
  });

  route(app, endpoints.createFeed, { access: { roles: ['ADMIN'] } }, async (req, reply) => {
    const data = await service.create(app.db, app.feedBox, req.body, app.actionContext(req));
    return reply.code(201).send({ status: true, message: MSG.feedCreated, data });
  });

  route(app, endpoints.updateFeed, { access: { roles: ['ADMIN'] } }, async (req) => {
    await service.update(app.db, app.feedBox, req.params.feed_id, req.body, app.actionContext(req));
    return { status: true as const, message: MSG.feedUpdated };
  });

  route(app, endpoints.deleteFeed, { access: { roles: ['ADMIN'] } }, async (req) => {
    await service.remove(app.db, req.params.feed_id, app.actionContext(req));
    return { status: true as const, message: MSG.feedDeleted };
  });

  route(app, endpoints.testFeed, { access: { roles: ['ADMIN'] } }, async (req) => {
    const { message, data } = await service.testFeed(
      app.db,
      app.feedBox,
      req.params.feed_id,
      app.actionContext(req),
    );
    return { status: true as const, message, data };
  });
};
