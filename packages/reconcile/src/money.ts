/** Rupiah as reason texts carry it: `150000`, or `150000.50` with sen. */
export function formatPlainRupiah(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const rupiah = Math.floor(absolute / 100);
  const sen = absolute % 100;
  return sen === 0 ? `${sign}${rupiah}` : `${sign}${rupiah}.${String(sen).padStart(2, '0')}`;
}

/** Rupiah as a checker reads it (id-ID): `Rp150.000`, `Rp1.234,56`. */
export function formatRupiah(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const rupiah = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sen = absolute % 100;
  return `${sign}Rp${rupiah}${sen === 0 ? '' : `,${String(sen).padStart(2, '0')}`}`;
}
