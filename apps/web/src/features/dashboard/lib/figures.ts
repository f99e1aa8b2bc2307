/** `92,3%` from a percentage (0..100), or `-` when there was nothing to count. */
const percentFormat = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 });

export function formatPercent(value: number | null): string {
  return value === null ? '-' : percentFormat.format(value / 100);
}

const hoursFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** How long a row has waited: `45 menit`, `5,5 jam`, `3 hari 4 jam`. */
export function formatAge(hours: number): string {
  if (hours < 1) return `${Math.max(0, Math.round(hours * 60))} menit`;
  if (hours < 24) return `${hoursFormat.format(hours)} jam`;
  const days = Math.floor(hours / 24);
  const rest = Math.floor(hours - days * 24);
  return rest === 0 ? `${days} hari` : `${days} hari ${rest} jam`;
}
