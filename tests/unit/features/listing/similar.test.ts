import { describe, expect, it } from 'vitest';
import { toRequest } from '../../../../src/domain/catalog-filters';
import { pickSimilar, SIMILAR_LIMIT, similarFilters } from '../../../../src/features/listing/similar';

const vake = { adType: 1 as const, flatObjects: '1', district_id: 1, flat_cost: 285000 };

describe('similar listings', () => {
  it('search the same kind, deal and district within 20% of the price', () => {
    expect(toRequest(similarFilters(vake))).toEqual({
      adType: 1,
      sort: 'newest',
      page: 1,
      flatObjects: '1',
      districts: '1',
      rangePrice: 228000,
      rangePriceMax: 342000,
    });
  });

  it('keep a commercial listing’s sub-kinds and a rent deal', () => {
    const office = { adType: 2 as const, flatObjects: '4,7', district_id: 3, flat_cost: 1500 };
    expect(similarFilters(office)).toMatchObject({ adType: 2, flatObjects: '4,7', districts: ['3'], rangePrice: 1200, rangePriceMax: 1800 });
  });

  it('widen an uneven price outwards to whole dollars', () => {
    expect(similarFilters({ ...vake, flat_cost: 999 })).toMatchObject({ rangePrice: 799, rangePriceMax: 1199 });
  });

  it('leave the listing itself out and show at most eight', () => {
    const cards = Array.from({ length: 12 }, (_, index) => ({ id: 100 + index }));
    const shown = pickSimilar(cards, 102);
    expect(shown).toHaveLength(SIMILAR_LIMIT);
    expect(shown.map((card) => card.id)).not.toContain(102);
    expect(shown[0]?.id).toBe(100);
  });
});
