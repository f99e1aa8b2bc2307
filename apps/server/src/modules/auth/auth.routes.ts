import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MSG, ROLES } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { route } from '../../http/route';
import { login, logout, toMe } from './auth.service';
import { COOKIE_NAME } from './token';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.cookieSecure,
  } as const;

  route(app, endpoints.login, { access: { roles: 'public' } }, async (req, reply) => {
    const { token, me } = await login(app.authDeps, {
      name: req.body.account_name,
      password: req.body.account_password,
      ip: req.clientIp,
      userAgent: req.headers['user-agent'] ?? null,
      previousToken: req.cookies[COOKIE_NAME],
    });
    // A browser-session cookie: the server enforces the idle and absolute limits.
    return reply
      .setCookie(COOKIE_NAME, token, cookieOptions)
      .send({ status: true, message: MSG.loginSuccess, data: me });
  });

  route(app, endpoints.logout, { access: { roles: 'public' } }, async (req, reply) => {
    await logout(app.authDeps, req.actor, req.cookies[COOKIE_NAME], req.clientIp);
    return reply.clearCookie(COOKIE_NAME, cookieOptions).send({ status: true, message: MSG.logoutSuccess });
  });

  route(app, endpoints.me, { access: { roles: ROLES, beforePasswordChange: true } }, async (req) =>
    toMe(actorOf(req)),
  );
};
