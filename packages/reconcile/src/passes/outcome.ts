import type { PreparedBo, PreparedMutasi } from '../prepare';
import type { MatchPass } from '../types';

export interface PairDraft {
  bo: PreparedBo;
  mutasi: PreparedMutasi;
  pass: MatchPass;
  /** Name score in per mille; null when a side has no name. */
  score: number | null;
  gapSeconds: number;
  reason: string;
}

export interface CandidateDraft {
  bo: PreparedBo;
  mutasi: PreparedMutasi;
  score: number | null;
  gapSeconds: number;
}

export interface ContestDraft {
  pass: 'REF' | 'EXACT';
  bo: PreparedBo[];
  mutasi: PreparedMutasi[];
  candidates: CandidateDraft[];
  reason: string;
}

export interface PassOutcome {
  pairs: PairDraft[];
  contested: ContestDraft[];
}
