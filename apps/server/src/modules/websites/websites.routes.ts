import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG, ROLES } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import * as repo from './websites.repository';
import * as service from './websites.service';

export const websitesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.websiteList, { access: { roles: ROLES } }, async (req) => {
    const actor = actorOf(req);
    return repo.listOptions(app.db, actor.role === 'ADMIN' ? null : actor.websiteId);
  });

  // The /delete screen's choices: the one place a CHECKER may pick any website (spec section 6, api.md).
  route(app, endpoints.deleteWebsiteList, { access: { roles: ['ADMIN', 'CHECKER'] } }, async () =>
    repo.listOptions(app.db, null),
  );

  route(app, endpoints.viewWebsite, { access: { roles: ['ADMIN', 'CHECKER'] } }, async (req, reply) => {
    const actor = actorOf(req);
    const { rows, total } = await repo.listPage(
      app.db,
      actor.role === 'ADMIN' ? null : actor.websiteId,
      req.params,
    );
    return sendPage(reply, rows, total);
  });

  route(app, endpoints.createWebsite, { access: { roles: ['ADMIN'] } }, async (req, reply) => {
    const data = await service.create(app.db, req.body, app.actionContext(req));
    return reply.code(201).send({ status: true, message: MSG.websiteCreated, data });
  });

  route(app, endpoints.deleteWebsite, { access: { roles: ['ADMIN'] } }, async (req) => {
    const code = await service.remove(app.db, req.params.website_id, app.actionContext(req));
    return { status: true as const, message: MSG.websiteDeleted(code) };
  });

  route(app, endpoints.updateWebsite, { access: { roles: ['ADMIN'] } }, async (req) => {
    const code = await service.setBoScale(
      app.db,
      req.params.website_id,
      req.body.website_bo_scale,
      app.actionContext(req),
    );
    return { status: true as const, message: MSG.websiteUpdated(code) };
  });
};
