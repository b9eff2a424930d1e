import { describe, expect, it } from 'vitest';
import { medianText } from '../../../../src/features/listing/components/PriceBlock';
import { medianGap } from '../../../../src/domain/median';
import listingEn from '../../../../src/i18n/listing.en';
import listingKa from '../../../../src/i18n/listing.ka';
import listingRu from '../../../../src/i18n/listing.ru';

describe('a listing’s price of 1 m² against its district’s median', () => {
  it('says by how much it is below, in three languages', () => {
    expect(medianText(medianGap(1452, 1650) ?? 0, 1650, 'Vake', 'en', listingEn.median)).toBe('12% below the Vake median of $1,650/m²');
    expect(medianText(medianGap(1452, 1650) ?? 0, 1650, 'ვაკე', 'ka', listingKa.median)).toBe('12%-ით იაფია უბნის მედიანაზე (ვაკე: 1 650 $/მ²)');
    expect(medianText(medianGap(1452, 1650) ?? 0, 1650, 'Ваке', 'ru', listingRu.median)).toMatch(/^На 12% ниже медианы района Ваке \(1\s650\s\$\/м²\)$/);
  });

  it('says by how much it is above, and that it is at the median within half a per cent', () => {
    expect(medianText(medianGap(2375, 2117) ?? 0, 2117, 'Vake', 'en', listingEn.median)).toBe('12% above the Vake median of $2,117/m²');
    expect(medianText(medianGap(2120, 2117) ?? 0, 2117, 'Vake', 'en', listingEn.median)).toBe('At the Vake median of $2,117/m²');
  });
});
