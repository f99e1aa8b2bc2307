/** Staging (uploads.service.ts): as ../bo/staging.ts. */
import { statementRow } from '../../../db/schema';
import type { NewStatement } from '../row-model';
import { stageOf } from '../stage';
import { STAGE } from './columns';

const STAGED_FIELDS = [
  'side',
  'website',
  'uploadId',
  'fingerprint',
  'line',
  'accountId',
  'corporateBank',
  'source',
  'date',
  'time',
  'amountCents',
  'description',
  'senderName',
  'counterpartyAccount',
  'reference',
  'transactionId',
  'wallet',
  'channel',
  'feeCents',
  'nettCents',
  'sourceStatus',
  'isFee',
  'sourceTicket',
  'ticket',
  'approved',
  'remark',
  'feedId',
  'balanceCents',
] as const satisfies readonly (keyof NewStatement)[];

/** The stage of a statement upload (stage.ts). */
export const statementStage = stageOf<NewStatement, typeof statementRow>(
  statementRow,
  STAGE,
  STAGED_FIELDS,
  (row) => row.legacyFingerprint,
);
