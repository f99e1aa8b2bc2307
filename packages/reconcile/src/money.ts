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

/**
 * Whether two amounts differ as a slip of one digit on the panel's keyboard: a zero too many or too few, one
 * digit wrong, or two neighbours swapped (`1.000.000` for `100.000`, `105.000` for `100.000`, `210.000` for
 * `120.000`). A checker reads such a request as the player's credit mistyped, not as another payment.
 */
export function isDigitSlip(aCents: number, bCents: number): boolean {
  if (aCents === bCents || aCents <= 0 || bCents <= 0) return false;
  const a = String(aCents);
  const b = String(bCents);
  if (a.length === b.length) {
    const differing: number[] = [];
    for (let index = 0; index < a.length && differing.length <= 2; index++)
      if (a[index] !== b[index]) differing.push(index);
    if (differing.length === 1) return true;
    const [first, second] = differing;
    return (
      differing.length === 2 && second === first! + 1 && a[first!] === b[second] && a[second] === b[first!]
    );
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1) return false;
  for (let skip = 0; skip < longer.length; skip++)
    if (longer.slice(0, skip) + longer.slice(skip + 1) === shorter) return true;
  return false;
}
