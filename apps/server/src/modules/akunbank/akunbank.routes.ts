import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AkunBankOption,
  AkunBankRow,
  CreateAkunBankBody,
  MSG,
  OkBody,
  PageParams,
  PathId,
  UpdateAkunBankStatusBody,
  WebsiteParam,
  bankFromPathSegment,
} from '@rekon/contracts';
import { actorOf, requireWebsiteAccess } from '../../http/access';
import { badRequest } from '../../http/errors';
import { sendPage } from '../../http/paging';
import * as repo from './akunbank.repository';
import * as service from './akunbank.service';

const IdParams = z.object({ akun_bank_id: PathId });
const JenisSegment = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['depo', 'wd'], MSG.jenisInvalid))
  .transform((value) => (value === 'depo' ? ('DEPO' as const) : ('WD' as const)));

export const akunBankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/akunbanklist/:websiteCode/:bank/:jenis',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'], website: { param: 'websiteCode' } } },
      schema: {
        params: z.object({ websiteCode: WebsiteParam, bank: z.string().min(1), jenis: JenisSegment }),
        response: { 200: z.array(AkunBankOption) },
      },
    },
    async (req) => {
      const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const bank = bankFromPathSegment(req.params.bank);
      if (!bank) throw badRequest(MSG.bankUnknown);
      return repo.listActiveOptions(app.db, code, bank, req.params.jenis);
    },
  );

  app.get(
    '/api/viewakunbank/:websiteCode/:pageSize/:page',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'], website: { param: 'websiteCode' } } },
      schema: {
        params: PageParams.extend({ websiteCode: WebsiteParam }),
        response: { 200: z.array(AkunBankRow) },
      },
    },
    async (req, reply) => {
      const code = requireWebsiteAccess(actorOf(req), req.params.websiteCode);
      const { rows, total } = await repo.listPage(app.db, code, req.params);
      return sendPage(reply, rows, total);
    },
  );

  app.post(
    '/api/createakunbank',
    {
      config: { access: { roles: ['ADMIN', 'CHECKER'], website: { body: 'akun_bank_website' } } },
      schema: { body: CreateAkunBankBody },
    },
    async (req, reply) => {
      const data = await service.create(app.db, req.body, app.actionContext(req));
      return reply.code(201).send({ status: true, message: MSG.bankCreated, data });
    },
  );

  app.delete(
    '/api/deleteakunbank/:akun_bank_id',
    { config: { access: { roles: ['ADMIN'] } }, schema: { params: IdParams, response: { 200: OkBody } } },
    async (req) => {
      await service.remove(app.db, req.params.akun_bank_id, app.actionContext(req));
      return { status: true as const, message: MSG.bankDeleted };
    },
  );

  app.put(
    '/api/updatestatusakunbank/:akun_bank_id',
    {
      config: { access: { roles: ['ADMIN'] } },
      schema: { params: IdParams, body: UpdateAkunBankStatusBody, response: { 200: OkBody } },
    },
    async (req) => {
      const active = req.body.akun_bank_status;
      await service.setStatus(app.db, req.params.akun_bank_id, active, app.actionContext(req));
      return { status: true as const, message: MSG.bankStatusChanged(active) };
    },
  );
};
