import { normalizeName } from '@rekon/reconcile';

/** What a reason adds when a learned name made the pair (issue 29 item 9). */
export const LEARNED_NOTE = 'nama dipelajari';

/**
 * The engine's reason of a replayed pair, saying "nama dipelajari" when the statement's name is one a checker
 * taught Rekon for the request's account: the engine scores such a name 1.0, and "nama 1.00" alone reads as if
 * the two names were the same, which is not why the pair was made.
 */
export function reasonWithLearnedName(
  reason: string,
  learnedNames: readonly string[] | null | undefined,
  statementName: string | null,
): string {
  if (!learnedNames?.length || reason.includes(LEARNED_NOTE)) return reason;
  const name = normalizeName(statementName);
  if (name === null) return reason;
  return learnedNames.some((learned) => normalizeName(learned) === name)
    ? `${reason} (${LEARNED_NOTE})`
    : reason;
}
