import type { Bedrooms, HeadTexts, ListingFacts } from './head.ka';
import { plural } from './lang';

const KINDS = { 1: 'flats', 2: 'houses', 3: 'rooms', 4: 'commercial properties', 5: 'land plots' };
const KIND = { 1: 'flat', 2: 'house', 3: 'room', 4: 'commercial property', 5: 'land plot' };
const DEAL = { 1: 'for sale', 2: 'for rent' };
// '3-bedroom ', '2–3 bedroom ', '4+ bedroom '
const bedroomsOf = (bedrooms: Bedrooms | null) => (bedrooms ? `${bedrooms.text}${/^\d+$/.test(bedrooms.text) ? '-' : ' '}bedroom ` : '');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listingCount = (count: number) => (count === 0 ? 'no listings' : plural('en', count, { one: `${count} listing`, other: `${count} listings` }));

const texts: HeadTexts = {
  description: 'Flats to buy and rent in Georgia — Realt',
  catalogue: ({ deal, kind, bedrooms, place }) => capital(`${bedroomsOf(bedrooms)}${KINDS[kind]} ${DEAL[deal]} in ${place ?? 'Georgia'}`),
  districts: (count) => plural('en', count, { one: `${count} district`, other: `${count} districts` }),
  drawnArea: 'the area drawn on the map',
  paged: (title, page) => `${title} — page ${page}`,
  catalogueDescription: (title: string, listings: number | null, bounds: readonly string[], page: number, pages: number | null) =>
    [title, listings === null ? null : listingCount(listings), ...bounds, page > 1 ? (pages === null ? `page ${page}` : `page ${page} of ${pages}`) : null]
      .filter(Boolean)
      .join(', ') + ' — Realt',
  listing: ({ deal, kind, bedrooms, district, area, price }: ListingFacts) => capital(`${bedroomsOf(bedrooms)}${KIND[kind]} ${DEAL[deal]} in ${district}, ${area}, ${price}`),
  listingDescription: (facts: ListingFacts) =>
    `${capital(`${bedroomsOf(facts.bedrooms)}${KIND[facts.kind]} ${DEAL[facts.deal]} in ${facts.district}`)}: ${facts.area}, ${facts.price}${
      facts.floor ? `, floor ${facts.floor.floor}${facts.floor.of === null ? '' : ` of ${facts.floor.of}`}` : ''
    }.`,
  market: {
    1: (kind) => `The price of 1 m²${kind === null ? '' : ` of ${KINDS[kind]}`} in the districts of Tbilisi: medians, listings and the change over a year — Realt`,
    2: (kind) => `The monthly rent of 1 m²${kind === null ? '' : ` of ${KINDS[kind]}`} in the districts of Tbilisi: medians, listings and the change over a year — Realt`,
  },
  dataset: {
    new_flats: 'The median price of 1 m² of new-build flats by district of Tbilisi',
    new_houses: 'The median price of 1 m² of new private houses by district of Tbilisi',
    listings: {
      1: (kind) => `The median asking price of 1 m² of ${kind === null ? 'property' : KINDS[kind]} listed on Realt by district of Tbilisi`,
      2: (kind) => `The median monthly rent of 1 m² of ${kind === null ? 'property' : KINDS[kind]} listed on Realt by district of Tbilisi`,
    },
  },
  geostat: 'National Statistics Office of Georgia (Geostat)',
  datasetCity: 'Tbilisi',
  datasetDescription: {
    1: 'For each district, the median price of 1 m² (US dollars) by quarter, the number of listings and the change over a year.',
    2: 'For each district, the median monthly rent of 1 m² (US dollars) by quarter, the number of listings and the change over a year.',
  },
  publicUser: (name: string, listings: number) =>
    listings === 0
      ? `User ${name}: no active listings — Realt`
      : `User ${name}: ${plural('en', listings, { one: `${listings} active listing`, other: `${listings} active listings` })} — Realt`,
  shareImageAlt: 'Realt — real estate listings in Georgia',
};

export default texts;
