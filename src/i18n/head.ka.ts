// The texts of the page head (title, description) that search engines and link previews show.
export const headKa = {
  description: 'ბინების ყიდვა და ქირაობა საქართველოში — Realt',
  catalogSell: 'იყიდება ბინები და კომერციული ფართები საქართველოში — Realt',
  catalogRent: 'ქირავდება ბინები და კომერციული ფართები საქართველოში — Realt',
  publicUser: 'მომხმარებლის აქტიური განცხადებები — Realt',
  listing: (price: string, address: string) => `${price}, ${address}`,
};
