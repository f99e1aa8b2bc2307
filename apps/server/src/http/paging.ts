import type { FastifyReply } from 'fastify';
import type { PageParams } from '@rekon/contracts';

/** `LIMIT`/`OFFSET` of a 1-based page. */
export const pageWindow = ({ pageSize, page }: PageParams) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * The list envelope of api.md: a JSON array whose first row carries `all_data`, and the same total in the
 * `x-total-count` header. A page past the end is `[]` with the total.
 */
export function sendPage<Row extends object>(reply: FastifyReply, rows: Row[], total: number) {
  const body = rows.map((row, index) => (index === 0 ? { ...row, all_data: total } : row));
  return reply.header('x-total-count', String(total)).send(body);
}

/**
 * The same envelope for a page whose JSON array the database already wrote: the text goes out as it is
 * (Fastify serialises only non-string payloads), with `all_data` put into the first row.
 */
export function sendJsonPage(reply: FastifyReply, json: string, total: number) {
  const body = json.startsWith('[{') ? `[{"all_data":${total},${json.slice(2)}` : json;
  return reply.header('x-total-count', String(total)).type('application/json; charset=utf-8').send(body);
}
