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

  it('gives ADMIN alone "Feed" beside Data Bank and "Ulang Aturan" after them', () => {
    expect(menuFor('ADMIN')).toBe(ADMIN_MENU);
    const own = ADMIN_MENU.filter((item) => !CHECKER_MENU.includes(item));
    expect(own.map((item) => [item.path, item.label])).toEqual([
      ['/feed', 'Feed'],
      ['/rule-replay', 'Ulang Aturan'],
    ]);
    expect(ADMIN_MENU.filter((item) => CHECKER_MENU.includes(item))).toEqual(CHECKER_MENU);
    const databank = ADMIN_MENU.findIndex((item) => item.path === '/databank');
    expect(ADMIN_MENU[databank + 1]?.path).toBe('/feed');
  });

  it('gives CS Data Player only', () => {
    expect(menuFor('CS').map((item) => item.label)).toEqual(['Data Player']);
  });

  it('gives any other role no menu', () => {
    expect(menuFor('AUDITOR')).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });
});
