import type { HeadTexts } from './head.ka';
import { plural } from './texts';

const texts: HeadTexts = {
  description: 'Flats to buy and rent in Georgia — Realt',
  catalogSell: 'Flats and commercial property for sale in Georgia — Realt',
  catalogRent: 'Flats and commercial property for rent in Georgia — Realt',
  listing: (price: string, address: string) => `${price}, ${address}`,
  publicUser: (name: string, listings: number) =>
    listings === 0
      ? `User ${name}: no active listings — Realt`
      : `User ${name}: ${plural('en', listings, { one: `${listings} active listing`, other: `${listings} active listings` })} — Realt`,
  shareImageAlt: 'Realt — real estate listings in Georgia',
};

export default texts;
