import { describe, expect, it } from 'vitest';
import { MENU, menuFor } from './menu';

describe('menuFor', () => {
  it('gives ADMIN and CHECKER the twelve spec items in order, plus Template', () => {
    const paths = MENU.map((item) => item.path);
    expect(paths).toEqual([
      '/',
      '/upload',
      '/view-bo',
      '/view-mutasi',
      '/user',
      '/whitelist',
      '/convert-mutasi',
      '/template',
      '/website',
      '/dataplayer',
      '/databank',
      '/tracking',
      '/delete',
    ]);
    expect(menuFor('ADMIN')).toBe(MENU);
    expect(menuFor('CHECKER')).toBe(MENU);
  });

  it('gives CS Data Player only', () => {
    expect(menuFor('CS').map((item) => item.label)).toEqual(['Data Player']);
  });

  it('gives any other role no menu', () => {
    expect(menuFor('AUDITOR')).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });
});
