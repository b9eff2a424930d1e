// The texts of the page head (title, description, the share image's alt) that search engines and
// link previews show.
import type { Widen } from './texts';

export const headKa = {
  description: 'ბინების ყიდვა და ქირაობა საქართველოში — Realt',
  catalogSell: 'იყიდება ბინები და კომერციული ფართები საქართველოში — Realt',
  catalogRent: 'ქირავდება ბინები და კომერციული ფართები საქართველოში — Realt',
  listing: (price: string, address: string) => `${price}, ${address}`,
  // the name stays in the nominative: a user's name is not declined by a template
  publicUser: (name: string, listings: number) =>
    listings === 0 ? `მომხმარებელი ${name}: აქტიური განცხადებები არ არის — Realt` : `მომხმარებელი ${name}: ${listings} აქტიური განცხადება — Realt`,
  /** what the share image (public/share.png) shows */
  shareImageAlt: 'Realt — უძრავი ქონების განცხადებები საქართველოში',
};

export type HeadTexts = Widen<typeof headKa>;
export default headKa;
