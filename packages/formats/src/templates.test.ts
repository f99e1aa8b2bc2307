import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './templates';
import { fixtureText, manifestEntry } from './test-support/fixture';
import { parseUpload } from './upload';

describe('TEMPLATES', () => {
  it('offers the ten downloads of the template page', () => {
    expect(TEMPLATES.map((template) => template.fileName).sort()).toEqual([
      'template_mutasiautoqr.csv',
      'template_mutasiautotx.csv',
      'template_mutasibankbca.csv',
      'template_mutasibankbniinternetbanking.csv',
      'template_mutasibankbnimobile.csv',
      'template_mutasibankmandiri.csv',
      'template_mutasimanual.csv',
      'template_mutasimanual_bri.csv',
      'template_mutasinexuspay.csv',
      'template_mutasiqris.csv',
    ]);
  });

  for (const template of TEMPLATES) {
    it(`${template.fileName} is the sample download, byte for byte`, () => {
      expect(template.content).toBe(fixtureText(`templates/${template.fileName}`));
    });

    it(`${template.fileName} is read by its own parser without a problem`, async () => {
      const upload = parseUpload(
        template.format,
        new TextEncoder().encode(template.content),
        template.options,
      );
      const kinds: string[] = [];
      for await (const row of upload) kinds.push(row.kind);
      expect(kinds).not.toContain('invalid');
      expect(upload.summary.headerLine).toBe(1);
      expect(upload.summary.rowsInFile).toBe(manifestEntry(`templates/${template.fileName}`).summary?.rows);
    });
  }
});
