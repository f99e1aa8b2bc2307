import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountRow,
  AddAccountBody,
  MSG,
  OkBody,
  PageParams,
  PathId,
  ROLES,
  UpdateAccountStatusBody,
  UpdatePasswordBody,
} from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { sendPage } from '../../http/paging';
import * as repo from './accounts.repository';
import * as service from './accounts.service';

const IdParams = z.object({ id: PathId });

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alladminacc/:pageSize/:page',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'] } },
      schema: { params: PageParams, response: { 200: z.array(AccountRow) } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // A CHECKER sees the accounts of its own website only.
      const scope = actor.role === 'ADMIN' ? null : actor.websiteId;
      const { rows, total } = await repo.listPage(app.db, scope, req.params);
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    '/api/addadminacc',
    { config: { access: { roles: ['ADMIN'] } }, schema: { body: AddAccountBody } },
    async (req, reply) => {
      const data = await service.create(app.db, req.body, app.actionContext(req));
      return reply.code(201).send({ status: true, message: MSG.userCreated, data });
    },
  );

  app.put(
    '/api/updatestatusadminacc/:id',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { params: IdParams, body: UpdateAccountStatusBody, response: { 200: OkBody } },
    },
    async (req) => {
      const active = req.body.account_status;
      const name = await service.setStatus(app.db, req.params.id, active, app.actionContext(req));
      return { status: true as const, message: MSG.userStatusChanged(name, active) };
    },
  );

  app.delete(
    '/api/deleteadminacc/:id',
    { config: { access: { roles: ['ADMIN'] } }, schema: { params: IdParams, response: { 200: OkBody } } },
    async (req) => {
      const name = await service.remove(app.db, req.params.id, app.actionContext(req));
      return { status: true as const, message: MSG.userDeleted(name) };
    },
  );

  app.put(
    '/api/unlockadminacc/:id',
    { config: { access: { roles: ['ADMIN'] } }, schema: { params: IdParams, response: { 200: OkBody } } },
    async (req) => {
      const { name, lifted } = await service.unlock(app.db, req.params.id, app.actionContext(req));
      return { status: true as const, message: MSG.userUnlocked(name, lifted) };
    },
  );

  app.put(
    '/api/updatepassadminacc/:id',
    {
      // Everyone may change their own password; the service refuses anyone else's unless ADMIN.
      config: { access: { roles: ROLES, beforePasswordChange: true } },
      schema: { params: IdParams, body: UpdatePasswordBody, response: { 200: OkBody } },
    },
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
