// The texts of the page head (title, description, the share image's alt) that search engines and
// link previews show.
import type { Widen } from './texts';

export const headKa = {
  description: 'ბინების ყიდვა და ქირაობა საქართველოში — Realt',
  catalogSell: 'იყიდება ბინები და კომერციული ფართები საქართველოში — Realt',
  catalogRent: 'ქირავდება ბინები და კომერციული ფართები საქართველოში — Realt',
  marketSell: 'ბინების ფასი 1 მ²-ზე თბილისის უბნებში: მედიანა, განცხადებები და ცვლილება ერთ წელიწადში — Realt',
  marketRent: 'ბინების ქირა 1 მ²-ზე თბილისის უბნებში: მედიანა, განცხადებები და ცვლილება ერთ წელიწადში — Realt',
  /** the Dataset's name and description (JSON-LD) */
  dataset: {
    1: 'უძრავი ქონების 1 მ²-ის მედიანური ფასი თბილისის უბნების მიხედვით',
    2: 'უძრავი ქონების 1 მ²-ის მედიანური თვიური ქირა თბილისის უბნების მიხედვით',
  },
  datasetDescription: 'თითოეული უბნის მედიანური ფასი 1 მ²-ზე (აშშ დოლარი) კვარტლების მიხედვით, განცხადებების რაოდენობა და ცვლილება ერთ წელიწადში.',
  listing: (price: string, address: string) => `${price}, ${address}`,
  // the name stays in the nominative: a user's name is not declined by a template
  publicUser: (name: string, listings: number) =>
    listings === 0 ? `მომხმარებელი ${name}: აქტიური განცხადებები არ არის — Realt` : `მომხმარებელი ${name}: ${listings} აქტიური განცხადება — Realt`,
  /** what the share image (public/share.png) shows */
  shareImageAlt: 'Realt — უძრავი ქონების განცხადებები საქართველოში',
};

export type HeadTexts = Widen<typeof headKa>;
export default headKa;
