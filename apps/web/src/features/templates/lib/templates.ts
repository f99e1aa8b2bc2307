/** The ten template buttons (spec section 2) and their downloads (formats.md "Templates"). */
export const TEMPLATES = [
  { label: 'Mutasi BCA', path: '/api/templatemutasibankbca' },
  { label: 'BNI Internet Banking', path: '/api/templatemutasibankbniinternetbanking' },
  { label: 'BNI Mobile', path: '/api/templatemutasibankbnimobile' },
  { label: 'Mandiri', path: '/api/templatemutasibankmandiri' },
  { label: 'Mandiri Manual Excel', path: '/api/templatemutasimanual' },
  { label: 'BRI Manual Excel', path: '/api/templatemutasimanual?bank=bri' },
  { label: 'Auto QR', path: '/api/templatemutasiautoqr' },
  { label: 'Auto TX', path: '/api/templatemutasiautotx' },
  { label: 'Nexus Pay', path: '/api/templatemutasinexuspay' },
  { label: 'QRIS', path: '/api/templatemutasiqris' },
] as const;

export type Template = (typeof TEMPLATES)[number];

export const DOWNLOAD_FAILED = '❌ Gagal mengunduh file.';

/** The name to save under when the server names none: `template_<name>.csv` as the server would. */
export const fallbackNameOf = (template: Template) => {
  const name = template.path.replace('/api/template', '').replace('?bank=', '_');
  return `template_${name}.csv`;
};
