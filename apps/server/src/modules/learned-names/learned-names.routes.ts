import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG } from '@rekon/contracts';
import { sendPage } from '../../http/paging';
import { route } from '../../http/route';
import * as repo from './learned-names.repository';
import * as service from './learned-names.service';

/** Learned names (reconcile.md): ADMIN sees who taught Rekon which name, and can remove one. */
export const learnedNameRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.learnedNames, { access: { roles: ['ADMIN'] } }, async (req, reply) => {
    const code = req.params.websiteCode.toUpperCase();
    const website = code === 'ALL' ? null : code;
    const { rows, total } = await repo.listPage(app.db, website, req.params);
    return sendPage(reply, rows, total);
  });

  route(app, endpoints.deleteLearnedName, { access: { roles: ['ADMIN'] } }, async (req) => {
    const name = await service.remove(app.db, req.params.learned_name_id, app.actionContext(req));
    return { status: true as const, message: MSG.learnedNameDeleted(name) };
  });
};
