// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { HeadTexts } from './head.ka';

const texts: HeadTexts = {
  description: 'ბინების ყიდვა და ქირაობა საქართველოში — Realt',
  catalogSell: 'იყიდება ბინები და კომერციული ფართები საქართველოში — Realt',
  catalogRent: 'ქირავდება ბინები და კომერციული ფართები საქართველოში — Realt',
  listing: (price: string, address: string) => `${price}, ${address}`,
  // the name stays in the nominative: a user's name is not declined by a template
  publicUser: (name: string, listings: number) =>
    listings === 0 ? `მომხმარებელი ${name}: აქტიური განცხადებები არ არის — Realt` : `მომხმარებელი ${name}: ${listings} აქტიური განცხადება — Realt`,
  /** what the share image (public/share.png) shows */
  shareImageAlt: 'Realt — უძრავი ქონების განცხადებები საქართველოში',
  /** the server's plain-text 503, read before any page or language loads: Georgian and English */
};

export default texts;
