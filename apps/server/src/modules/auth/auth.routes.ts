import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LoginResponse, Me, MSG, OkBody, ROLES } from '@rekon/contracts';
import { actorOf } from '../../http/access';
import { login, logout, toMe } from './auth.service';
import { COOKIE_NAME } from './token';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.cookieSecure,
  } as const;

  app.post(
    '/api/login',
    {
      config: { access: { roles: 'public' } },
      schema: { body: LoginBody, response: { 200: LoginResponse } },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/api/logout',
    { config: { access: { roles: 'public' } }, schema: { response: { 200: OkBody } } },
    async (req, reply) => {
      await logout(app.authDeps, req.actor, req.cookies[COOKIE_NAME], req.clientIp);
      return reply.clearCookie(COOKIE_NAME, cookieOptions).send({ status: true, message: MSG.logoutSuccess });
    },
  );

  app.get(
    '/api/me',
    { config: { access: { roles: ROLES, beforePasswordChange: true } }, schema: { response: { 200: Me } } },
    async (req) => toMe(actorOf(req)),
  );
};
