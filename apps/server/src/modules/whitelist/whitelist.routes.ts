import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG } from '@rekon/contracts';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import * as repo from './whitelist.repository';
import * as service from './whitelist.service';

export const whitelistRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app's IP gate: answers for the caller's own address, signed in or not.
  route(app, endpoints.whitelist, { access: { roles: 'public', ownIpGate: true } }, async (req, reply) => {
    const allowed = await app.whitelistGate.isAllowed(req.clientIp);
    return reply
      .code(allowed ? 200 : 403)
      .send({ message: allowed ? 'Success' : 'Forbidden', ip: req.clientIp });
  });

  route(app, endpoints.viewWhitelist, { access: { roles: ['ADMIN', 'CHECKER'] } }, async (req, reply) => {
    const { rows, total } = await repo.listPage(app.db, req.params);
    return sendPage(reply, rows, total);
  });

  route(app, endpoints.createWhitelist, { access: { roles: ['ADMIN'] } }, async (req, reply) => {
    const row = await service.create(app.db, req.body.whitelist_ip, app.actionContext(req));
    app.whitelistGate.invalidate();
    return reply.code(201).send({ status: true, message: MSG.ipCreated(row.Whitelist_ip), data: row });
  });

  route(app, endpoints.deleteWhitelist, { access: { roles: ['ADMIN'] } }, async (req) => {
    const ip = await service.remove(app.db, req.params.Whitelist_id, app.actionContext(req));
    app.whitelistGate.invalidate();
    return { status: true as const, message: MSG.ipDeleted(ip) };
  });

  route(app, endpoints.updateWhitelistStatus, { access: { roles: ['ADMIN'] } }, async (req) => {
    const active = req.body.Whitelist_status;
    const ip = await service.setStatus(app.db, req.params.Whitelist_id, active, app.actionContext(req));
    app.whitelistGate.invalidate();
    return { status: true as const, message: MSG.ipStatusChanged(ip, active) };
  });
};
