import { endpoints } from '@rekon/contracts';

/** The banks Convert Mutasi reads (spec section 2) and the endpoint of each (spec section 7). */
export const CONVERT_BANKS = [
  { value: 'bni-mobile', label: 'BNI Mobile Banking', endpoint: endpoints.convert.uploadfixbnimobileformat },
  { value: 'mandiri', label: 'Mandiri', endpoint: endpoints.convert.uploadfixmandiriformat },
  { value: 'qris', label: 'QRIS', endpoint: endpoints.convert.uploadfixqrisformat },
] as const;

export type ConvertBank = (typeof CONVERT_BANKS)[number]['value'];

export const CONVERT_MSG = {
  missing: '❌ Please select a bank and file.',
  wrongType: '❌ File harus .xls atau .xlsx',
  processing: 'Processing...',
  success: '✅ File converted and downloaded successfully!',
  failed: '❌ Conversion failed.',
} as const;

/** The spec's rule: the name ends in .xls or .xlsx (any case). */
export const isWorkbook = (file: File) => /\.xlsx?$/i.test(file.name);

/** The CSV keeps the workbook's base name (spec section 2); the server's Content-Disposition says the same. */
export const csvNameOf = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '') || 'mutasi'}.csv`;
