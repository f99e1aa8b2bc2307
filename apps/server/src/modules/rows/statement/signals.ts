/** Risk signals (insights/insights.service.ts, decision 044). */
import type { IsoDate } from '@rekon/contracts';
import { type Column, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, exec } from '../../../db/client';
import { columnName } from '../../../db/identifier';
import { boRow, statementRow } from '../../../db/schema';
import { fromStatement, s } from './columns';

/** A day's deposit credit with the BO deposit it is paired with: the input of the two funding signals. */
export interface FundingPair {
  boId: number;
  mutasiId: number;
  userName: string;
  senderName: string | null;
  senderAccount: string | null;
}

/**
 * A day's statement credits with the BO deposit each is paired with. A busy day is 50k pairs, so PostgreSQL writes
 * them as one JSON text of arrays and the server parses it once, with no row objects in between.
 */
export async function fundingPairs(db: Db, website: string, date: IsoDate): Promise<FundingPair[]> {
  const bo = alias(boRow, 'b');
  const { rows } = await exec<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(${bo.id}, ${s.id}, ${bo.username}, ${s.senderName},
            ${s.counterpartyAccount})), '[]')::text as json
        from ${fromStatement}
        join ${boRow} ${sql.identifier('b')} on ${bo.id} = ${s.boId} and ${bo.deletedAt} is null
        where ${s.website} = ${website} and ${s.side} = 'DEPO' and ${s.date} = ${date}::date
          and ${s.deletedAt} is null and ${s.approved} and not ${s.isFee}`,
  );
  const tuples = JSON.parse(rows[0]!.json) as [number, number, string, string | null, string | null][];
  return tuples.map(([boId, mutasiId, userName, senderName, senderAccount]) => ({
    boId,
    mutasiId,
    userName,
    senderName,
    senderAccount,
  }));
}

/** Whether the upload `uploadId` still holds statement rows it added (none deleted since, 24-hour delete aside). */
export const uploadHoldsStatements = (uploadId: Column) =>
  sql`exists (select 1 from ${statementRow} where ${statementRow.uploadId} = ${uploadId} and ${statementRow.deletedAt} is null)`;

/**
 * A Data Bank account removed: its statement rows keep their corporate account text and lose the link (what a
 * foreign key's ON DELETE SET NULL did before decision 049).
 */
export async function forgetAccount(db: Db, accountId: number) {
  await exec(
    db,
    sql`update ${fromStatement} set ${columnName(s.accountId)} = null where ${s.accountId} = ${accountId}`,
  );
}
