export { createAccountResolver, type AccountResolver } from './accounts';
export { channelOf, type Channel } from './channels';
export { matchDay } from './match';
export { suggestRequests } from './suggestions';
export type { FileNeighbours, RequestClock } from './file-order';
export { rematch, type Reopening, type RematchInput, type RematchResult, type StandingPair } from './rematch';
export {
  comparableName,
  EXACT_MIN_SCORE,
  scoreNames,
  tokenSetSimilarity,
  isTruncationOf,
  namesContradict,
  UNIQUE_MIN_SCORE,
} from './names';
export { normalizeName, walletOf } from './name-reading';
export { matchingAmountCents, normalizeReference } from './prepare';
export { TIE_TOLERANCE_SECONDS } from './passes/exact-cluster';
export { CLOSE_SECONDS, toJakartaClock, WINDOW_DAYS } from './time';
export type * from './types';
