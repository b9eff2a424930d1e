// Texts of the market page /realt/market/sell and /realt/market/rent: prices by district.
import { formatNumber } from '../domain/format';
import type { PropertyKind } from '../domain/options';
import type { MarketTexts } from './market.ka';
import { plural } from './lang';

const KINDS = { 1: 'flats', 2: 'houses', 3: 'rooms', 4: 'commercial property', 5: 'land' };

const signed = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent), 'en')}%`;

const texts: MarketTexts = {
  deal: { label: 'Deal type', 1: 'For sale', 2: 'To rent' },
  heading: { 1: (kind: PropertyKind) => `Prices by district: ${KINDS[kind]} for sale`, 2: (kind: PropertyKind) => `Prices by district: ${KINDS[kind]} to rent` },
  // by whose medians they are (the contract's MarketScope); Geostat's by the deal they are of
  intro: {
    new_flats: (period: string) =>
      `The median price of 1 m² of new-build flats by district of Tbilisi, ${period}. Source: Geostat (the National Statistics Office of Georgia), published in lari.`,
    new_houses: (period: string) =>
      `The median price of 1 m² of new private houses by district of Tbilisi, ${period}. Source: Geostat (the National Statistics Office of Georgia), published in lari.`,
    listings: {
      1: (period: string) => `The median asking price of 1 m² of the listings on Realt by district of Tbilisi, ${period}.`,
      2: (period: string) => `The median monthly rent of 1 m² of the listings on Realt by district of Tbilisi, ${period}.`,
    },
  },
  // the dollar median in lari at today's rate, not a published lari figure
  gel: (price: string, rate: string) => `≈ ${price} at $1 = ₾${rate}`,
  published: (price: string) => `${price} as Geostat published it`,
  kinds: { label: 'Property kind', any: 'All' },
  quarter: (year: number, quarter: number) => `Q${quarter} ${year}`,
  quarterShort: (year: number, quarter: number) => `Q${quarter} ${year}`,
  median: 'Median per m²',
  listings: (count: number) => `${formatNumber(count, 'en')} ${plural('en', count, { one: 'listing', other: 'listings' })}`,
  change: (percent: number) => `${signed(percent)} over a year`,
  changeUnknown: 'Change over a year: unknown',
  noMedian: {
    new_flats: 'No median: Geostat does not publish one for new flats here',
    new_houses: 'No median: Geostat does not publish one for new houses here',
    listings: 'No median: too few listings this quarter',
  },
  // the price axis's unit
  axisUnit: '$/m²',
  chart: {
    1: (district: string) => `${district}: the median price of 1 m² by quarter`,
    2: (district: string) => `${district}: the median monthly rent of 1 m² by quarter`,
  },
  table: {
    caption: {
      1: 'The median price of 1 m² (US dollars) by district and quarter',
      2: 'The median monthly rent of 1 m² (US dollars) by district and quarter',
    },
    district: 'District',
    none: '—',
  },
  map: {
    label: { 1: 'Map of Tbilisi: districts by the median price of 1 m²', 2: 'Map of Tbilisi: districts by the median monthly rent of 1 m²' },
    legend: { 1: 'Median per m², from', 2: 'Median rent per m² a month, from' },
    noData: 'no figure',
    district: (district: string, median: string) => `${district}: ${median}`,
  },
  empty: { title: 'No figures yet', any: 'Prices by district have not been published yet.', kind: 'Prices by district have not been published for this kind of property yet.' },
  failed: { title: 'The prices could not be loaded', text: 'Check the connection and try again.' },
};

export default texts;
