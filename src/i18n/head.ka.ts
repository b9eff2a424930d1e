// The texts of the page head (title, description, the share image's alt) that search engines and
// link previews show.
import type { Widen } from './catalogues';

/** A property kind (§3): 1 flat, 2 house, 3 room, 4 commercial space, 5 land. */
type Kind = 1 | 2 | 3 | 4 | 5;

/** Bedrooms as a search or a listing names them: '2', '2–3', '4+', '1, 3'; `last` the number the words agree with. */
export interface Bedrooms {
  text: string;
  last: number;
}

/** What a catalogue's title says: the deal, the kind, the bedrooms and where (null: anywhere in Georgia). */
export interface CatalogueFacts {
  deal: 1 | 2;
  kind: Kind;
  bedrooms: Bedrooms | null;
  place: string | null;
}

/** A listing's facts, written out in the page's language. */
export interface ListingFacts {
  deal: 1 | 2;
  kind: Kind;
  bedrooms: Bedrooms | null;
  district: string;
  area: string;
  price: string;
  /** null for land and where the contract gives no floor */
  floor: { floor: number; of: number | null } | null;
}

// the kinds in the plural: a catalogue's title
const KINDS = { 1: 'ბინები', 2: 'კერძო სახლები', 3: 'ოთახები', 4: 'კომერციული ფართები', 5: 'მიწის ნაკვეთები' };
// and one of them: a listing's title
const KIND = { 1: 'ბინა', 2: 'კერძო სახლი', 3: 'ოთახი', 4: 'კომერციული ფართი', 5: 'მიწის ნაკვეთი' };
const DEAL = { 1: 'იყიდება', 2: 'ქირავდება' };
// the kinds in the plural genitive: of flats, of houses...
const OF_KINDS = { 1: 'ბინების', 2: 'კერძო სახლების', 3: 'ოთახების', 4: 'კომერციული ფართების', 5: 'მიწის ნაკვეთების' };
// '3-საძინებლიანი ', '4+ საძინებლიანი '
const bedroomsOf = (bedrooms: Bedrooms | null) => (bedrooms ? `${bedrooms.text}${bedrooms.text.endsWith('+') ? ' ' : '-'}საძინებლიანი ` : '');

export const headKa = {
  description: 'ბინების ყიდვა და ქირაობა საქართველოში — Realt',
  // the name of a place is not declined by a template: it follows a comma, not a postposition
  catalogue: ({ deal, kind, bedrooms, place }: CatalogueFacts) => `${DEAL[deal]} ${bedroomsOf(bedrooms)}${KINDS[kind]}${place ? `, ${place}` : ' საქართველოში'}`,
  /** the place of a search by districts whose names are not known, or more than three */
  districts: (count: number) => `${count} უბანი`,
  /** the place of a search by an area drawn on the map */
  drawnArea: 'რუკაზე მონიშნული არე',
  paged: (title: string, page: number) => `${title} — გვერდი ${page}`,
  /** a catalogue's title with its count of listings (null: not known), price and area bounds and page (of `pages`, when known) */
  catalogueDescription: (title: string, listings: number | null, bounds: readonly string[], page: number, pages: number | null) =>
    [
      title,
      listings === null ? null : listings === 0 ? 'განცხადებები არ არის' : `${listings} განცხადება`,
      ...bounds,
      page > 1 ? (pages === null ? `გვერდი ${page}` : `გვერდი ${page} / ${pages}`) : null,
    ]
      .filter(Boolean)
      .join(', ') + ' — Realt',
  listing: ({ deal, kind, bedrooms, district, area, price }: ListingFacts) => `${DEAL[deal]} ${bedroomsOf(bedrooms)}${KIND[kind]}, ${district}, ${area}, ${price}`,
  listingDescription: (facts: ListingFacts) =>
    `${DEAL[facts.deal]} ${bedroomsOf(facts.bedrooms)}${KIND[facts.kind]} — ${facts.district}: ${facts.area}, ${facts.price}${
      facts.floor ? `, სართული ${facts.floor.floor}${facts.floor.of === null ? '' : `/${facts.floor.of}`}` : ''
    }.`,
  /** a market page's description by its deal, of one property kind (null: every kind) */
  market: {
    1: (kind: Kind | null) => `${kind === null ? 'უძრავი ქონების' : OF_KINDS[kind]} ფასი 1 მ²-ზე თბილისის უბნებში: მედიანა, განცხადებები და ცვლილება ერთ წელიწადში — Realt`,
    2: (kind: Kind | null) => `${kind === null ? 'უძრავი ქონების' : OF_KINDS[kind]} ქირა 1 მ²-ზე თბილისის უბნებში: მედიანა, განცხადებები და ცვლილება ერთ წელიწადში — Realt`,
  },
  /** the Dataset's name (JSON-LD) by whose medians it is (the contract's MarketScope); the site's own by deal and kind */
  dataset: {
    new_flats: 'ახალი აშენებული ბინების 1 მ²-ის მედიანური ფასი თბილისის უბნების მიხედვით',
    new_houses: 'ახალი აშენებული კერძო სახლების 1 მ²-ის მედიანური ფასი თბილისის უბნების მიხედვით',
    listings: {
      1: (kind: Kind | null) => `${kind === null ? 'უძრავი ქონების' : OF_KINDS[kind]} 1 მ²-ის მედიანური ფასი Realt-ის განცხადებებში თბილისის უბნების მიხედვით`,
      2: (kind: Kind | null) => `${kind === null ? 'უძრავი ქონების' : OF_KINDS[kind]} 1 მ²-ის მედიანური თვიური ქირა Realt-ის განცხადებებში თბილისის უბნების მიხედვით`,
    },
  },
  /** Geostat, the creator of its medians */
  geostat: 'საქართველოს სტატისტიკის ეროვნული სამსახური (საქსტატი)',
  /** the city the market's figures cover, in the Dataset's place */
  datasetCity: 'თბილისი',
  datasetDescription: {
    1: 'თითოეული უბნის მედიანური ფასი 1 მ²-ზე (აშშ დოლარი) კვარტლების მიხედვით, განცხადებების რაოდენობა და ცვლილება ერთ წელიწადში.',
    2: 'თითოეული უბნის მედიანური თვიური ქირა 1 მ²-ზე (აშშ დოლარი) კვარტლების მიხედვით, განცხადებების რაოდენობა და ცვლილება ერთ წელიწადში.',
  },
  // the name stays in the nominative: a user's name is not declined by a template
  publicUser: (name: string, listings: number) =>
    listings === 0 ? `მომხმარებელი ${name}: აქტიური განცხადებები არ არის — Realt` : `მომხმარებელი ${name}: ${listings} აქტიური განცხადება — Realt`,
  /** what the share image (public/share.png) shows */
  shareImageAlt: 'Realt — უძრავი ქონების განცხადებები საქართველოში',
};

export type HeadTexts = Widen<typeof headKa>;
export default headKa;
