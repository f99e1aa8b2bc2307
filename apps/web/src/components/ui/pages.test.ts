import { describe, expect, it } from 'vitest';
import { pageCount, siblingPages, windowedPages } from './pages';

describe('pageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('windowedPages', () => {
  it('lists every page when few', () => {
    expect(windowedPages(1, 1)).toEqual([1]);
    expect(windowedPages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows five pages around the current one with the first and the last', () => {
    expect(windowedPages(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(windowedPages(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(windowedPages(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('leaves no ellipsis for a gap of zero pages', () => {
    expect(windowedPages(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
  });
});

describe('siblingPages', () => {
  it('lists every page when few', () => {
    expect(siblingPages(1, 1)).toEqual([1]);
    expect(siblingPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps one boundary page and one sibling each side', () => {
    expect(siblingPages(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(siblingPages(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(siblingPages(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
});
