import { describe, expect, it } from 'vitest';
import { districtName, districtOptions } from '../../../src/domain/districts';

describe('districtOptions', () => {
  it('names each district with its city and keeps the id as the value', () => {
    const list = [
      { id: 1, city: 'თბილისი', district: 'ვაკე', name_alternative: 'vake', listings_count: 38 },
      { id: 15, city: 'ბათუმი', district: 'ძველი ბათუმი', name_alternative: 'old-batumi', listings_count: 0 },
    ];
    expect(districtOptions(list)).toEqual([
      { value: '1', label: 'ვაკე, თბილისი' },
      { value: '15', label: 'ძველი ბათუმი, ბათუმი' },
    ]);
    expect(districtName(list[0]!)).toBe('ვაკე, თბილისი');
  });
});
