/** Review lists and exports (review.routes.ts, review/export.service.ts), in the spec's fields (responses.ts). */
import type { PageParams } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { boRow } from '../../../db/schema';
import { boRowJson, listedBo } from '../responses';
import { type ReviewColumns, reviewPage, reviewWhere } from '../review-filter';
import type { ReviewFilter, Side } from '../row-model';

const listed = listedBo;
const fromListed = sql`${boRow} ${sql.identifier('p')}`;
const LISTED: ReviewColumns = {
  id: listed.id,
  side: listed.side,
  website: listed.website,
  date: listed.businessDate,
  approved: listed.approved,
  deletedAt: listed.deletedAt,
  amountCents: listed.amountCents,
  ticket: listed.ticket,
  names: [listed.username, listed.fullname],
};

export function listBoPage(db: Db, side: Side, filter: ReviewFilter, paging: PageParams) {
  return reviewPage(db, fromListed, LISTED, reviewWhere(LISTED, side, filter), boRowJson[side], paging);
}

/** The rows an export reads: `from` (the table under `p`), `where`, in `order`. */
export const boExportSource = (side: Side, filter: ReviewFilter) => ({
  from: fromListed,
  where: reviewWhere(LISTED, side, filter),
  id: listed.id,
});
