/**
 * Staging: an upload's records are copied into a temporary table shaped like bo_row, then stored once, with what
 * the run decided for them (uploads.service.ts).
 */
import { boRow } from '../../../db/schema';
import type { NewBo } from '../row-model';
import { PLACE_FIELDS, stageOf } from '../stage';
import { STAGE } from './columns';

/** The fields an upload stages, in COPY order. */
const STAGED_FIELDS = [
  ...PLACE_FIELDS,
  'ticket',
  'requestedAt',
  'panelApprovedAt',
  'businessDate',
  'username',
  'fullname',
  'paymentType',
  'brand',
  'amountCents',
  'adminFeeCents',
  'agentFeeCents',
  'playerFeeCents',
  'nettCents',
  'lastBalanceCents',
  'playerBank',
  'playerBankBank',
  'playerBankHolder',
  'playerBankNo',
  'corporateBank',
  'description',
  'status',
  'handler',
  'panelWebsite',
  'ref',
  'ownRef',
] as const satisfies readonly (keyof NewBo)[];

/** The stage of a BO upload (stage.ts). */
export const boStage = stageOf<NewBo, typeof boRow>(boRow, STAGE, STAGED_FIELDS);
