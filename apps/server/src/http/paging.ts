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
