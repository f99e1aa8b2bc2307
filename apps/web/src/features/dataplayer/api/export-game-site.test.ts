import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './export-game-site';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, else the plain one', () => {
    expect(
      fileNameFrom(`attachment; filename="gamesite_AL01.csv"; filename*=UTF-8''gamesite_AL01%20x.csv`),
    ).toBe('gamesite_AL01 x.csv');
    expect(fileNameFrom('attachment; filename="gamesite_ALL.xlsx"')).toBe('gamesite_ALL.xlsx');
    expect(fileNameFrom(null)).toBeNull();
  });
});
