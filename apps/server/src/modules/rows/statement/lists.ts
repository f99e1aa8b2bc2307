/** Review lists and exports (review.routes.ts, review/export.service.ts), in the spec's fields (responses.ts). */
import type { PageParams } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { statementRow } from '../../../db/schema';
import { listedStatement, statementRowJson } from '../responses';
import { type ReviewColumns, reviewPage, reviewWhere } from '../review-filter';
import type { ReviewFilter, Side } from '../row-model';

const listed = listedStatement;
const fromListed = sql`${statementRow} ${sql.identifier('p')}`;
const LISTED: ReviewColumns = {
  id: listed.id,
  side: listed.side,
  website: listed.website,
  date: listed.date,
  approved: listed.approved,
  deletedAt: listed.deletedAt,
  amountCents: listed.amountCents,
  ticket: listed.ticket,
  names: [listed.senderName, listed.description],
};

export function listStatementPage(db: Db, side: Side, filter: ReviewFilter, paging: PageParams) {
  return reviewPage(
    db,
    fromListed,
    LISTED,
    reviewWhere(LISTED, side, filter),
    statementRowJson[side],
    paging,
  );
}

export const statementExportSource = (side: Side, filter: ReviewFilter) => ({
  from: fromListed,
  where: reviewWhere(LISTED, side, filter),
  id: listed.id,
});
