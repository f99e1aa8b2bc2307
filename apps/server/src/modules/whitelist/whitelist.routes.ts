import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateWhitelistBody,
  MSG,
  OkBody,
  PageParams,
  PathId,
  UpdateWhitelistStatusBody,
  WhitelistCheck,
  WhitelistRow,
} from '@rekon/contracts';
import { sendPage } from '../../http/paging';
import * as repo from './whitelist.repository';
import * as service from './whitelist.service';

export const whitelistRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app's IP gate: answers for the caller's own address, signed in or not.
  app.get(
    '/api/whitelist',
    {
      config: { access: { roles: 'public', ownIpGate: true } },
      schema: { response: { 200: WhitelistCheck, 403: WhitelistCheck } },
    },
    async (req, reply) => {
      const allowed = await app.whitelistGate.isAllowed(req.clientIp);
      return reply
        .code(allowed ? 200 : 403)
        .send({ message: allowed ? 'Success' : 'Forbidden', ip: req.clientIp });
    },
  );

  app.get(
    '/api/viewwhitelist/:pageSize/:page',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'] } },
      schema: { params: PageParams, response: { 200: z.array(WhitelistRow) } },
    },
    async (req, reply) => {
      const { rows, total } = await repo.listPage(app.db, req.params);
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    '/api/createwhitelist',
    { config: { access: { roles: ['ADMIN'] } }, schema: { body: CreateWhitelistBody } },
    async (req, reply) => {
      const row = await service.create(app.db, req.body.whitelist_ip, app.actionContext(req));
      app.whitelistGate.invalidate();
      return reply.code(201).send({ status: true, message: MSG.ipCreated(row.Whitelist_ip), data: row });
    },
  );

  app.delete(
    '/api/deletewhitelist/:Whitelist_id',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { params: z.object({ Whitelist_id: PathId }), response: { 200: OkBody } },
    },
    async (req) => {
      const ip = await service.remove(app.db, req.params.Whitelist_id, app.actionContext(req));
      app.whitelistGate.invalidate();
      return { status: true as const, message: MSG.ipDeleted(ip) };
    },
  );

  app.put(
    '/api/updatestatuswhitelist/:Whitelist_id',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: {
        params: z.object({ Whitelist_id: PathId }),
        body: UpdateWhitelistStatusBody,
        response: { 200: OkBody },
      },
    },
    async (req) => {
      const active = req.body.Whitelist_status;
      const ip = await service.setStatus(app.db, req.params.Whitelist_id, active, app.actionContext(req));
      app.whitelistGate.invalidate();
      return { status: true as const, message: MSG.ipStatusChanged(ip, active) };
    },
  );
};
