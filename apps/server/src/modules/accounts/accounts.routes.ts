import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG, ROLES } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import * as repo from './accounts.repository';
import * as service from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.accountList, { access: { roles: ['ADMIN', 'CHECKER'] } }, async (req, reply) => {
    const actor = actorOf(req);
    // A CHECKER sees the accounts of its own website only.
    const scope = actor.role === 'ADMIN' ? null : actor.websiteId;
    const { rows, total } = await repo.listPage(app.db, scope, req.params);
    return sendPage(reply, rows, total);
  });

  route(app, endpoints.addAccount, { access: { roles: ['ADMIN'] } }, async (req, reply) => {
    const data = await service.create(app.db, req.body, app.actionContext(req));
    return reply.code(201).send({ status: true, message: MSG.userCreated, data });
  });

  route(app, endpoints.updateAccountStatus, { access: { roles: ['ADMIN'] } }, async (req) => {
    const active = req.body.account_status;
    const name = await service.setStatus(app.db, req.params.id, active, app.actionContext(req));
    return { status: true as const, message: MSG.userStatusChanged(name, active) };
  });

  route(app, endpoints.deleteAccount, { access: { roles: ['ADMIN'] } }, async (req) => {
    const name = await service.remove(app.db, req.params.id, app.actionContext(req));
    return { status: true as const, message: MSG.userDeleted(name) };
  });

  route(app, endpoints.unlockAccount, { access: { roles: ['ADMIN'] } }, async (req) => {
    const { name, lifted } = await service.unlock(app.db, req.params.id, app.actionContext(req));
    return { status: true as const, message: MSG.userUnlocked(name, lifted) };
  });

  route(
    app,
    endpoints.updatePassword,
    // Everyone may change their own password; the service refuses anyone else's unless ADMIN.
    { access: { roles: ROLES, beforePasswordChange: true } },
    async (req) => {
      const name = await service.changePassword(
        app.db,
        req.params.id,
        { password: req.body.account_password, currentPassword: req.body.current_password },
        app.actionContext(req),
      );
      return { status: true as const, message: MSG.passwordChanged(name) };
    },
  );
};
