import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateWebsiteBody,
  MSG,
  OkBody,
  PageParams,
  PathId,
  ROLES,
  UpdateWebsiteBody,
  WebsiteOption,
  WebsiteRow,
} from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { sendPage } from '../../http/paging';
import * as repo from './websites.repository';
import * as service from './websites.service';

const IdParams = z.object({ website_id: PathId });

export const websitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/websitelist',
    { config: { access: { roles: ROLES } }, schema: { response: { 200: z.array(WebsiteOption) } } },
    async (req) => {
      const actor = actorOf(req);
      return repo.listOptions(app.db, actor.role === 'ADMIN' ? null : actor.websiteId);
    },
  );

  // The /delete screen's choices: the one place a CHECKER may pick any website (spec section 6, api.md).
  app.get(
    '/api/deletewebsitelist',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'] } },
      schema: { response: { 200: z.array(WebsiteOption) } },
    },
    async () => repo.listOptions(app.db, null),
  );

  app.get(
    '/api/viewwebsite/:pageSize/:page',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'] } },
      schema: { params: PageParams, response: { 200: z.array(WebsiteRow) } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const { rows, total } = await repo.listPage(
        app.db,
        actor.role === 'ADMIN' ? null : actor.websiteId,
        req.params,
      );
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    '/api/createwebsite',
    { config: { access: { roles: ['ADMIN'] } }, schema: { body: CreateWebsiteBody } },
    async (req, reply) => {
      const data = await service.create(app.db, req.body, app.actionContext(req));
      return reply.code(201).send({ status: true, message: MSG.websiteCreated, data });
    },
  );

  app.delete(
    '/api/deletewebsite/:website_id',
    { config: { access: { roles: ['ADMIN'] } }, schema: { params: IdParams, response: { 200: OkBody } } },
    async (req) => {
      const code = await service.remove(app.db, req.params.website_id, app.actionContext(req));
      return { status: true as const, message: MSG.websiteDeleted(code) };
    },
  );

  app.put(
    '/api/updatewebsite/:website_id',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { params: IdParams, body: UpdateWebsiteBody, response: { 200: OkBody } },
    },
    async (req) => {
      const code = await service.setBoScale(
        app.db,
        req.params.website_id,
        req.body.website_bo_scale,
        app.actionContext(req),
      );
      return { status: true as const, message: MSG.websiteUpdated(code) };
    },
  );
};
