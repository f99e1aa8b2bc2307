import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { actorOf, requireWebsiteAccess, type RouteAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import * as websites from '../websites/websites.repository';
import * as service from './insights.service';

/** Signals show names and amounts of the day like the review screens: ADMIN and CHECKER, each within its scope. */
const staffByPath: RouteAccess = { roles: ['ADMIN', 'CHECKER'], website: { param: 'websiteCode' } };
const adminByPath: RouteAccess = { roles: ['ADMIN'], website: { param: 'websiteCode' } };

async function knownWebsite(db: Db, code: string) {
  if (!(await websites.findByCode(db, code))) throw notFound(MSG.websiteNotFound);
  return code;
}

/** Risk signals and their thresholds (issue 19, decision 044). */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.riskSignals, { access: staffByPath }, async (req) => {
    const actor = actorOf(req);
    const website = requireWebsiteAccess(actor, req.params.websiteCode);
    return service.riskSignals(app.db, await knownWebsite(app.db, website), req.params.date, actor);
  });

  route(app, endpoints.riskSettings, { access: staffByPath }, async (req) => {
    const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
    return service.getSettings(app.db, await knownWebsite(app.db, website));
  });

  route(app, endpoints.saveRiskSettings, { access: adminByPath }, async (req) => {
    const website = await knownWebsite(app.db, requireWebsiteAccess(actorOf(req), req.params.websiteCode));
    const data = await service.updateSettings(app.db, website, req.body, app.actionContext(req));
    return { status: true as const, message: `Ambang sinyal risiko ${website} disimpan.`, data };
  });
};
