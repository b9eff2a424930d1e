import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../../src/features/catalog/pages';

describe('pageWindow', () => {
  it('lists short runs in full', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and the neighbours, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    // a gap of one page shows the page instead of an ellipsis
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});
