import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReplayApplyBody, ReplayApplyResponse, ReplayParams, ReplayPreviewResponse } from '@rekon/contracts';
import { normalizeWebsiteCode } from '../../http/access';
import { applyReplay, previewReplay } from './replay.service';

/**
 * Rule replay (decision 045): ADMIN only. The preview is a read (GET, no audit row); the apply is a change with
 * its Tracking row.
 */
export const ruleReplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rulereplay/preview/:websiteCode/:from/:to',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { params: ReplayParams, response: { 200: ReplayPreviewResponse } },
    },
    async (req) => {
      const { websiteCode, from, to } = req.params;
      const data = await previewReplay(app.db, { website: normalizeWebsiteCode(websiteCode), from, to });
      return { status: true as const, data };
    },
  );

  app.post(
    '/api/rulereplay/apply',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { body: ReplayApplyBody, response: { 200: ReplayApplyResponse } },
    },
    async (req) => {
      const { website, from, to, preview_token } = req.body;
      return applyReplay(
        app.db,
        { website: normalizeWebsiteCode(website), from, to },
        preview_token,
        app.actionContext(req),
      );
    },
  );
};
