import type { HeadTexts } from './head.ka';
import { plural } from './texts';

const texts: HeadTexts = {
  description: 'Flats to buy and rent in Georgia — Realt',
  catalogSell: 'Flats and commercial property for sale in Georgia — Realt',
  catalogRent: 'Flats and commercial property for rent in Georgia — Realt',
  marketSell: 'The price of 1 m² in the districts of Tbilisi: medians, listings and the change over a year — Realt',
  marketRent: 'The rent of 1 m² in the districts of Tbilisi: medians, listings and the change over a year — Realt',
  dataset: {
    1: 'The median price of 1 m² of property by district of Tbilisi',
    2: 'The median monthly rent of 1 m² of property by district of Tbilisi',
  },
  datasetDescription: 'For each district, the median price of 1 m² (US dollars) by quarter, the number of listings and the change over a year.',
  listing: (price: string, address: string) => `${price}, ${address}`,
  publicUser: (name: string, listings: number) =>
    listings === 0
      ? `User ${name}: no active listings — Realt`
      : `User ${name}: ${plural('en', listings, { one: `${listings} active listing`, other: `${listings} active listings` })} — Realt`,
  shareImageAlt: 'Realt — real estate listings in Georgia',
};

export default texts;
