import { describe, expect, it } from 'vitest';
import { kindOf, kindQuery } from '../../../src/domain/market-search';

describe('the market page’s address', () => {
  it('names a main property kind, or none', () => {
    expect(kindOf('?flatObjects=2')).toBe(2);
    expect(kindOf('')).toBeNull();
    // sub-kinds, unknown kinds and anything else name no kind
    expect(kindOf('?flatObjects=4,7')).toBeNull();
    expect(kindOf('?flatObjects=9')).toBeNull();
    expect(kindQuery(2)).toBe('?flatObjects=2');
    expect(kindQuery(null)).toBe('');
  });
});
