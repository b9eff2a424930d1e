// Texts of the market page /realt/market/sell and /realt/market/rent: prices by district.
import { formatNumber } from '../domain/format';
import type { Widen } from './texts';

const signed = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent), 'ka')}%`;

export const marketKa = {
  deal: { label: 'გარიგების ტიპი', 1: 'იყიდება', 2: 'ქირავდება' },
  // by whose medians they are (the contract's MarketScope); Geostat's by the deal they are of
  intro: {
    new_flats: (period: string) =>
      `ახალი აშენებული ბინების 1 მ²-ის მედიანური ფასი თბილისის უბნებში, ${period}. წყარო: საქსტატი (საქართველოს სტატისტიკის ეროვნული სამსახური), გამოქვეყნებულია ლარში.`,
    new_houses: (period: string) =>
      `ახალი აშენებული კერძო სახლების 1 მ²-ის მედიანური ფასი თბილისის უბნებში, ${period}. წყარო: საქსტატი (საქართველოს სტატისტიკის ეროვნული სამსახური), გამოქვეყნებულია ლარში.`,
    listings: {
      1: (period: string) => `Realt-ის განცხადებებში მოთხოვნილი 1 მ²-ის მედიანური ფასი თბილისის უბნებში, ${period}.`,
      2: (period: string) => `Realt-ის განცხადებებში 1 მ²-ის მედიანური თვიური ქირა თბილისის უბნებში, ${period}.`,
    },
  },
  // the dollar median in lari at today's rate, not a published lari figure; no-break spaces: a
  // sign never starts a line of its own
  gel: (price: string, rate: string) => `≈ ${price}, კურსით 1\u00a0$ = ${rate}\u00a0₾`,
  kinds: { label: 'ქონების ტიპი', any: 'ყველა' },
  quarter: (year: number, quarter: number) => `${year} წლის ${quarter} კვარტალი`,
  quarterShort: (year: number, quarter: number) => `${quarter} კვ. ${year}`,
  perMonth: (price: string) => `${price} თვეში`,
  median: 'მედიანა 1 მ²-ზე',
  listings: (count: number) => `${formatNumber(count, 'ka')} განცხადება`,
  change: (percent: number) => `${signed(percent)} ერთ წელიწადში`,
  changeUnknown: 'წლიური ცვლილება უცნობია',
  noMedian: 'მედიანა არ არის',
  // the price axis's unit
  axisUnit: '$/მ²',
  chart: (district: string) => `${district}: 1 მ²-ის მედიანური ფასი კვარტლების მიხედვით`,
  table: {
    caption: '1 მ²-ის მედიანური ფასი (აშშ დოლარი) უბნებისა და კვარტლების მიხედვით',
    district: 'უბანი',
    none: '—',
  },
  map: {
    label: 'თბილისის რუკა: უბნები 1 მ²-ის მედიანური ფასის მიხედვით',
    legend: 'მედიანა 1 მ²-ზე, დან',
    noData: 'მონაცემი არ არის',
    district: (district: string, median: string) => `${district}: ${median}`,
  },
  empty: { title: 'მონაცემები ჯერ არ არის', text: 'ამ ტიპის ქონების ფასები უბნების მიხედვით ჯერ არ გამოქვეყნებულა.' },
  failed: { title: 'ფასები ვერ ჩაიტვირთა', text: 'შეამოწმეთ კავშირი და სცადეთ ხელახლა.' },
};

export type MarketTexts = Widen<typeof marketKa>;
export default marketKa;
