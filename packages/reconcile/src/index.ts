export { createAccountResolver, type AccountResolver } from './accounts';
export { matchDay } from './match';
export {
  EXACT_MIN_SCORE,
  normalizeName,
  scoreNames,
  tokenSetSimilarity,
  isTruncationOf,
  namesContradict,
  UNIQUE_MIN_SCORE,
  walletOf,
} from './names';
export { matchingAmountCents, normalizeReference } from './prepare';
export { TIE_TOLERANCE_SECONDS } from './passes/exact-cluster';
export { CLOSE_SECONDS, toJakartaClock, WINDOW_DAYS } from './time';
export type * from './types';
