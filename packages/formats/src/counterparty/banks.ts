/** Indonesian clearing codes (BI-FAST, SKN, online transfer) of the banks players send from. */
const BANK_CODES = new Map<string, string>([
  ['002', 'BRI'],
  ['008', 'MANDIRI'],
  ['009', 'BNI'],
  ['011', 'DANAMON'],
  ['013', 'PERMATA'],
  ['014', 'BCA'],
  ['016', 'MAYBANK'],
  ['019', 'PANIN'],
  ['022', 'CIMB'],
  ['028', 'OCBC'],
  ['110', 'BJB'],
  ['111', 'DKI'],
  ['147', 'MUAMALAT'],
  ['153', 'SINARMAS'],
  ['200', 'BTN'],
  ['213', 'BTPN'],
  ['426', 'MEGA'],
  ['441', 'BUKOPIN'],
  ['451', 'BSI'],
  ['490', 'NEO COMMERCE'],
  ['535', 'SEABANK'],
  ['542', 'JAGO'],
]);

/** `002` → `BRI`; an unknown code is kept as the code (the bank is known to be another one). */
export const bankOfCode = (code: string): string => BANK_CODES.get(code.padStart(3, '0')) ?? code;

/** `BANK MANDIRI` → `MANDIRI`, `BRI` → `BRI`: a bank as a sender column shows it. */
export const bankNamed = (words: string): string | null =>
  words
    .toUpperCase()
    .replace(/^BANK\s+/, '')
    .trim() || null;
