// Texts of the market page /realt/market/sell and /realt/market/rent: prices by district.
import { formatNumber } from '../domain/format';
import type { PropertyKind } from '../domain/options';
import type { Widen } from './catalogues';

// the kinds in the plural: a page of one kind's heading
const KINDS = { 1: 'ბინები', 2: 'კერძო სახლები', 3: 'ოთახები', 4: 'კომერციული ფართები', 5: 'მიწის ნაკვეთები' };

const signed = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent), 'ka')}%`;

export const marketKa = {
  deal: { label: 'გარიგების ტიპი', 1: 'იყიდება', 2: 'ქირავდება' },
  /** the heading of a page of one property kind (the page of every kind has its screen's name) */
  heading: { 1: (kind: PropertyKind) => `ფასები უბნების მიხედვით: იყიდება ${KINDS[kind]}`, 2: (kind: PropertyKind) => `ფასები უბნების მიხედვით: ქირავდება ${KINDS[kind]}` },
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
  // the lari figure Geostat published, as it is
  published: (price: string) => `${price} (საქსტატის მონაცემი)`,
  kinds: { label: 'ქონების ტიპი', any: 'ყველა' },
  quarter: (year: number, quarter: number) => `${year} წლის ${quarter} კვარტალი`,
  quarterShort: (year: number, quarter: number) => `${quarter} კვ. ${year}`,
  median: 'მედიანა 1 მ²-ზე',
  listings: (count: number) => `${formatNumber(count, 'ka')} განცხადება`,
  change: (percent: number) => `${signed(percent)} ერთ წელიწადში`,
  changeUnknown: 'წლიური ცვლილება უცნობია',
  // why, by whose medians they are
  noMedian: {
    new_flats: 'მედიანა არ არის: საქსტატი ამ უბნის ახალი ბინების მედიანას არ აქვეყნებს',
    new_houses: 'მედიანა არ არის: საქსტატი ამ უბნის ახალი კერძო სახლების მედიანას არ აქვეყნებს',
    listings: 'მედიანა არ არის: ამ კვარტალში განცხადებები ძალიან ცოტაა',
  },
  // the price axis's unit
  axisUnit: '$/მ²',
  // by the deal: a rent is a month's
  chart: {
    1: (district: string) => `${district}: 1 მ²-ის მედიანური ფასი კვარტლების მიხედვით`,
    2: (district: string) => `${district}: 1 მ²-ის მედიანური თვიური ქირა კვარტლების მიხედვით`,
  },
  table: {
    caption: {
      1: '1 მ²-ის მედიანური ფასი (აშშ დოლარი) უბნებისა და კვარტლების მიხედვით',
      2: '1 მ²-ის მედიანური თვიური ქირა (აშშ დოლარი) უბნებისა და კვარტლების მიხედვით',
    },
    district: 'უბანი',
    none: '—',
  },
  map: {
    label: { 1: 'თბილისის რუკა: უბნები 1 მ²-ის მედიანური ფასის მიხედვით', 2: 'თბილისის რუკა: უბნები 1 მ²-ის მედიანური თვიური ქირის მიხედვით' },
    legend: { 1: 'მედიანა 1 მ²-ზე, დან', 2: 'მედიანური თვიური ქირა 1 მ²-ზე, დან' },
    noData: 'მონაცემი არ არის',
    district: (district: string, median: string) => `${district}: ${median}`,
  },
  // `any` on the page of every kind
  empty: { title: 'მონაცემები ჯერ არ არის', any: 'ფასები უბნების მიხედვით ჯერ არ გამოქვეყნებულა.', kind: 'ამ ტიპის ქონების ფასები უბნების მიხედვით ჯერ არ გამოქვეყნებულა.' },
  failed: { title: 'ფასები ვერ ჩაიტვირთა', text: 'შეამოწმეთ კავშირი და სცადეთ ხელახლა.' },
};

export type MarketTexts = Widen<typeof marketKa>;
export default marketKa;
