// Texts of the listing detail page /realt/announcement/{slug} (§2).
import { formatNumber } from '../domain/format';
import type { Widen } from './catalogues';

export const listingKa = {
  notFoundTitle: 'განცხადება ვერ მოიძებნა',
  notFoundText: 'განცხადება წაშლილია, დეაქტივირებულია ან ბმული არასწორია.',
  toCatalog: 'განცხადებების ნახვა',
  failedTitle: 'განცხადება ვერ ჩაიტვირთა',
  failedText: 'სცადეთ თავიდან რამდენიმე წამში.',
  breadcrumb: 'ნავიგაცია',
  backToResults: 'შედეგებზე დაბრუნება',
  idLabel: (id: number) => `ID ${id}`,
  views: (count: number) => `${formatNumber(count, 'ka')} ნახვა`,
  published: (date: string) => `დამატებულია ${date}`,
  gallery: {
    label: 'ფოტოები',
    previous: 'წინა ფოტო',
    next: 'შემდეგი ფოტო',
    open: 'სრულ ეკრანზე ნახვა',
    fullTitle: 'ფოტოები',
    counter: (index: number, total: number) => `${index} / ${total}`,
    position: (index: number, total: number, caption = '') => `ფოტოები ${index} / ${total}${caption && `, ${caption}`}`,
    thumb: (index: number, caption: string) => (caption ? `ფოტო ${index}: ${caption}` : `ფოტო ${index}`),
    alt: (title: string, caption: string, index: number) => `${title} — ${caption || `ფოტო ${index}`}`,
  },
  video: {
    title: 'ვიდეო',
    play: 'ვიდეოს ჩართვა',
    note: 'ვიდეო ჩაიტვირთება YouTube-დან ჩართვის შემდეგ.',
    frame: 'განცხადების ვიდეო',
  },
  params: {
    title: 'მახასიათებლები',
    kind: 'ქონების ტიპი',
    area: 'ფართი',
    floor: 'სართული',
    floorOf: (floor: number, total: number | null) => (total ? `${floor} / ${total}` : String(floor)),
    district: 'უბანი',
    address: 'მისამართი',
  },
  // the key facts under the title: '3 საძინებელი', '7 / 14 სართული' (a noun after a number stays
  // singular); a count is its option's code (4 for '4+'), so another language can choose its plural form
  facts: {
    bedrooms: (_count: number) => 'საძინებელი',
    rooms: (_count: number) => 'ოთახი',
    floor: (floor: number, total: number | null) => (total ? `${floor} / ${total} სართული` : `${floor} სართული`),
  },
  features: 'კომფორტი და კომუნიკაციები',
  proximity: {
    title: 'ახლოს',
    minutes: (minutes: number, mode: string) => `${minutes} წთ, ${mode}`,
  },
  description: 'აღწერა',
  advertiser: {
    title: 'განმცხადებელი',
    profile: 'ყველა განცხადება',
  },
  // the price of 1 m² against the district's median (the market page's); the district keeps its
  // own name, unbent, in brackets
  median: {
    below: (percent: string, district: string, median: string, whose: string) =>
      `${percent}-ით იაფია უბნის მედიანაზე (${district}: ${median}; ${whose})`,
    above: (percent: string, district: string, median: string, whose: string) =>
      `${percent}-ით ძვირია უბნის მედიანაზე (${district}: ${median}; ${whose})`,
    at: (district: string, median: string, whose: string) => `უბნის მედიანის დონეზეა (${district}: ${median}; ${whose})`,
    // whose median it is (the contract's MarketScope) and its quarter
    whose: {
      new_flats: (year: number, quarter: number) => `ახალი აშენებული ბინები, საქსტატი, ${year} წლის ${quarter} კვარტალი`,
      new_houses: (year: number, quarter: number) => `ახალი აშენებული კერძო სახლები, საქსტატი, ${year} წლის ${quarter} კვარტალი`,
      listings: (year: number, quarter: number) => `Realt-ის განცხადებები, ${year} წლის ${quarter} კვარტალი`,
    },
    market: 'ფასები უბნების მიხედვით',
  },
  history: {
    title: 'ფასის ისტორია',
  },
  location: {
    title: 'მდებარეობა',
    map: 'რუკა: სად მდებარეობს ობიექტი',
  },
  similar: {
    title: 'მსგავსი განცხადებები',
    loading: 'მსგავსი განცხადებები იტვირთება',
  },
  share: {
    label: 'გაზიარება',
    copied: 'ბმული დაკოპირდა',
    failed: 'ბმული ვერ დაკოპირდა',
  },
} as const;

export type ListingTexts = Widen<typeof listingKa>;
export default listingKa;
