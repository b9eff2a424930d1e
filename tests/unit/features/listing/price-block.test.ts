import { describe, expect, it } from 'vitest';
import { medianText, whoseMedian } from '../../../../src/features/listing/components/PriceBlock';
import { medianGap } from '../../../../src/domain/median';
import listingEn from '../../../../src/i18n/listing.en';
import listingKa from '../../../../src/i18n/listing.ka';
import listingRu from '../../../../src/i18n/listing.ru';

describe('a listing’s price of 1 m² against its district’s median', () => {
  it('says by how much it is below, and whose median it is, in three languages', () => {
    const gap = medianGap(1452, 1650) ?? 0;
    const whose = (t: typeof listingEn.median) => whoseMedian('new_flats', '2025-Q1', t);
    expect(medianText(gap, '$1,650/m²', 'Vake', whose(listingEn.median), 'en', listingEn.median)).toBe(
      '12% below the Vake median of $1,650/m² (new-build flats, Geostat, Q1 2025)',
    );
    expect(medianText(gap, '1 650 $/მ²', 'ვაკე', whose(listingKa.median), 'ka', listingKa.median)).toBe(
      '12%-ით იაფია უბნის მედიანაზე (ვაკე: 1 650 $/მ²; ახალი აშენებული ბინები, საქსტატი, 2025 წლის 1 კვარტალი)',
    );
    expect(medianText(gap, '1 650 $/м²', 'Ваке', whose(listingRu.median), 'ru', listingRu.median)).toMatch(
      /^На 12% ниже медианы района Ваке \(1\s650\s\$\/м²; новостройки, квартиры, Сакстат, 1 квартал 2025 года\)$/,
    );
  });

  it('says by how much it is above, and that it is at the median within half a per cent', () => {
    const whose = whoseMedian('new_houses', '2025-Q1', listingEn.median);
    expect(medianText(medianGap(2375, 2117) ?? 0, '$2,117/m²', 'Vake', whose, 'en', listingEn.median)).toBe(
      '12% above the Vake median of $2,117/m² (new private houses, Geostat, Q1 2025)',
    );
    expect(medianText(medianGap(2120, 2117) ?? 0, '$2,117/m²', 'Vake', whoseMedian('listings', '2024-Q4', listingEn.median), 'en', listingEn.median)).toBe(
      'At the Vake median of $2,117/m² (listings on Realt, Q4 2024)',
    );
  });
});
