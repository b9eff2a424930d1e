// Texts of the shared listing pieces (flat card, favourite toggle, write-message dialog) that the
// public pages and the profile both use.
import { plural } from './lang';
import type { ListingUiTexts } from './listing-ui.ka';

const texts: ListingUiTexts = {
  card: {
    bedrooms: (count: number) => (count >= 4 ? '4+ beds' : `${count} ${plural('en', count, { one: 'bed', other: 'beds' })}`),
    bedroomsLabel: 'Bedrooms',
    areaLabel: 'Area',
    noPhoto: 'No photo',
    loading: 'Loading listings',
  },
  price: {
    usd: 'Price in US dollars',
    gel: 'Price in lari',
    perM2: 'Price per m²',
    perMonth: 'a month',
    before: 'Was',
  },
  favorite: {
    add: 'Save',
    remove: 'Remove from saved',
    // a card's toggle, named by its listing: a page of cards has one each
    addListing: (title: string) => `Save: ${title}`,
    removeListing: (title: string) => `Remove from saved: ${title}`,
    added: (title: string) => `“${title}” saved`,
    removed: (title: string) => `“${title}” removed from saved`,
  },
  phone: {
    show: 'Show number',
    label: 'Phone',
  },
  message: {
    open: 'Message',
    title: 'Send a message',
    replyTitle: (name: string) => `Reply to ${name}`,
    label: 'Your message',
    placeholder: 'Hello! I am interested in this listing…',
    send: 'Send',
    sent: 'Message sent',
    required: 'Please fill in this field',
    tooLong: 'The message is too long: shorten it to fit the character limit',
  },
};

export default texts;
