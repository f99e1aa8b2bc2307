/**
 * The player's bank account as the server keys it (`BCA|1234567890`, or `user:<username>` when the panel gave
 * no account number), written for people: `BCA · 1234567890`, `budi77 (tanpa nomor rekening)`.
 */
export function formatPlayerAccount(account: string): string {
  if (account.startsWith('user:')) return `${account.slice('user:'.length)} (tanpa nomor rekening)`;
  return account.split('|').filter(Boolean).join(' · ');
}

/**
 * The name score when the name was taught, 0..1, as a whole percentage (`42%`); `-` when unknown. Rounded down:
 * names are learned below 0.85, and 0.846 shown as 85% would read as the threshold itself.
 */
export function formatScore(score: number | null): string {
  // The epsilon keeps binary fractions whole: 0.29 * 100 is 28.999999999999996.
  return score === null ? '-' : `${Math.floor(score * 100 + 1e-9)}%`;
}
