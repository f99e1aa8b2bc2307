import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@rekon/contracts';
import { normalizeWebsiteCode } from '../../http/access';
import { route } from '../../http/route';
import { applyReplay, previewReplay } from './replay.service';

/**
 * Rule replay (decision 045): ADMIN only. The preview is a read (GET, no audit row); the apply is a change with
 * its Tracking row.
 */
export const ruleReplayRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.replayPreview, { access: { roles: ['ADMIN'] } }, async (req) => {
    const { websiteCode, from, to } = req.params;
    const data = await previewReplay(app.db, { website: normalizeWebsiteCode(websiteCode), from, to });
    return { status: true as const, data };
  });

  route(app, endpoints.replayApply, { access: { roles: ['ADMIN'] } }, async (req) => {
    const { website, from, to, preview_token } = req.body;
    return applyReplay(
      app.db,
      { website: normalizeWebsiteCode(website), from, to },
      preview_token,
      app.actionContext(req),
    );
  });
};
