import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, bankFromPathSegment, endpoints } from '@rekon/contracts';
import { actorOf, requireWebsiteAccess } from '../../http/access';
import { badRequest } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import * as repo from './akunbank.repository';
import * as service from './akunbank.service';

export const akunBankRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.akunBankList,
    { access: { roles: ['ADMIN', 'CHECKER'], website: { param: 'websiteCode' } } },
    async (req) => {
      const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const bank = bankFromPathSegment(req.params.bank);
      if (!bank) throw badRequest(MSG.bankUnknown);
      return repo.listActiveOptions(app.db, code, bank, req.params.jenis);
    },
  );

  route(
    app,
    endpoints.viewAkunBank,
    { access: { roles: ['ADMIN', 'CHECKER'], website: { param: 'websiteCode' } } },
    async (req, reply) => {
      const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const { rows, total } = await repo.listPage(app.db, code, req.params);
      return sendPage(reply, rows, total);
    },
  );

  route(
    app,
    endpoints.createAkunBank,
    { access: { roles: ['ADMIN', 'CHECKER'], website: { body: 'akun_bank_website' } } },
    async (req, reply) => {
      const data = await service.create(app.db, req.body, app.actionContext(req));
      return reply.code(201).send({ status: true, message: MSG.bankCreated, data });
    },
  );

  route(app, endpoints.deleteAkunBank, { access: { roles: ['ADMIN'] } }, async (req) => {
    await service.remove(app.db, req.params.akun_bank_id, app.actionContext(req));
    return { status: true as const, message: MSG.bankDeleted };
  });

  route(app, endpoints.updateAkunBankStatus, { access: { roles: ['ADMIN'] } }, async (req) => {
    const active = req.body.akun_bank_status;
    await service.setStatus(app.db, req.params.akun_bank_id, active, app.actionContext(req));
    return { status: true as const, message: MSG.bankStatusChanged(active) };
  });
};
