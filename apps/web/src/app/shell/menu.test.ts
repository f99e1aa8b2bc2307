import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, CHECKER_MENU, MENU, menuFor } from './menu';

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
    expect(menuFor('CHECKER')).toBe(CHECKER_MENU);
    expect(CHECKER_MENU.slice(0, MENU.length)).toEqual(MENU);
    expect(CHECKER_MENU.slice(MENU.length).map((item) => [item.path, item.label])).toEqual([
      ['/upload-history', 'Riwayat Upload'],
    ]);
  });

  it('gives ADMIN alone "Ulang Aturan" after them', () => {
    expect(menuFor('ADMIN')).toBe(ADMIN_MENU);
    expect(ADMIN_MENU.slice(0, CHECKER_MENU.length)).toEqual(CHECKER_MENU);
    expect(ADMIN_MENU.slice(CHECKER_MENU.length).map((item) => [item.path, item.label])).toEqual([
      ['/rule-replay', 'Ulang Aturan'],
    ]);
  });

  it('gives CS Data Player only', () => {
    expect(menuFor('CS').map((item) => item.label)).toEqual(['Data Player']);
  });

  it('gives any other role no menu', () => {
    expect(menuFor('AUDITOR')).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });
});
