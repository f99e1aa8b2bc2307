import { endpoints, type TemplateName } from '@rekon/contracts';
import { call } from '../../../lib/api-client';

/** The ten template buttons (spec section 2) and their downloads (formats.md "Templates"). */
export interface Template {
  label: string;
  /** The template's entry in `endpoints.templates`. */
  name: TemplateName;
  /** The BRI Manual Excel template is the Manual one with `?bank=bri`. */
  bank?: 'bri';
}

export const TEMPLATES: readonly Template[] = [
  { label: 'Mutasi BCA', name: 'templatemutasibankbca' },
  { label: 'BNI Internet Banking', name: 'templatemutasibankbniinternetbanking' },
  { label: 'BNI Mobile', name: 'templatemutasibankbnimobile' },
  { label: 'Mandiri', name: 'templatemutasibankmandiri' },
  { label: 'Mandiri Manual Excel', name: 'templatemutasimanual' },
  { label: 'BRI Manual Excel', name: 'templatemutasimanual', bank: 'bri' },
  { label: 'Auto QR', name: 'templatemutasiautoqr' },
  { label: 'Auto TX', name: 'templatemutasiautotx' },
  { label: 'Nexus Pay', name: 'templatemutasinexuspay' },
  { label: 'QRIS', name: 'templatemutasiqris' },
];

/** The download call of a template. */
export const templateCall = (template: Template) =>
  call(endpoints.templates[template.name], {}, { bank: template.bank });

/** A key unique among the buttons. */
export const templateKey = (template: Template) =>
  `${template.name}${template.bank ? `-${template.bank}` : ''}`;

export const DOWNLOAD_FAILED = '❌ Gagal mengunduh file.';

/** The name to save under when the server names none: `template_<name>.csv` as the server would. */
export const fallbackNameOf = (template: Template) => {
  const name = template.name.slice('template'.length);
  return `template_${name}${template.bank ? `_${template.bank}` : ''}.csv`;
};
