import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  RiskSettings,
  RiskSettingsBody,
  RiskSettingsResponse,
  RiskSignalsResponse,
  WebsiteParam,
  WireDate,
} from '@rekon/contracts';
import type { Db } from '../../db/client';
import { actorOf, requireWebsiteAccess, type RouteAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import * as websites from '../websites/websites.repository';
import * as service from './insights.service';

/** Signals show names and amounts of the day like the review screens: ADMIN and CHECKER, each within its scope. */
const staffByPath: RouteAccess = { roles: ['ADMIN', 'CHECKER'], website: { param: 'websiteCode' } };
const adminByPath: RouteAccess = { roles: ['ADMIN'], website: { param: 'websiteCode' } };

const WebsiteParams = z.object({ websiteCode: WebsiteParam });

async function knownWebsite(db: Db, code: string) {
  if (!(await websites.findByCode(db, code))) throw notFound(MSG.websiteNotFound);
  return code;
}

/** Risk signals and their thresholds (issue 19, decision 044). */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/risksignals/:websiteCode/:date',
    {
      config: { access: staffByPath },
      schema: {
        params: WebsiteParams.extend({ date: WireDate }),
        response: { 200: RiskSignalsResponse },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const website = requireWebsiteAccess(actor, req.params.websiteCode);
      return service.riskSignals(app.db, await knownWebsite(app.db, website), req.params.date, actor);
    },
  );

  app.get(
    '/api/risksettings/:websiteCode',
    {
      config: { access: staffByPath },
      schema: { params: WebsiteParams, response: { 200: RiskSettings } },
    },
    async (req) => {
      const website = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      return service.getSettings(app.db, await knownWebsite(app.db, website));
    },
  );

  app.put(
    '/api/risksettings/:websiteCode',
    {
      config: { access: adminByPath },
      schema: { params: WebsiteParams, body: RiskSettingsBody, response: { 200: RiskSettingsResponse } },
    },
    async (req) => {
      const website = await knownWebsite(app.db, requireWebsiteAccess(actorOf(req), req.params.websiteCode));
      const data = await service.updateSettings(app.db, website, req.body, app.actionContext(req));
      return { status: true as const, message: `Ambang sinyal risiko ${website} disimpan.`, data };
    },
  );
};
