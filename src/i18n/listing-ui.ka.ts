// Texts of the shared listing pieces (flat card, favourite toggle, write-message dialog) that the
// public pages and the profile both use.
import type { Widen } from './catalogues';

export const listingUiKa = {
  card: {
    bedrooms: (count: number) => (count >= 4 ? '4+ საძ.' : `${count} საძ.`),
    bedroomsLabel: 'საძინებლები',
    areaLabel: 'ფართი',
    noPhoto: 'ფოტო არ არის',
    loading: 'განცხადებები იტვირთება',
  },
  price: {
    usd: 'ფასი დოლარში',
    gel: 'ფასი ლარში',
    perM2: 'ფასი კვ. მეტრზე',
    /** the word alone, set smaller after a price's amount; app.perMonth words a whole price */
    perMonth: 'თვეში',
    // a reduced price: the one before, struck through
    before: 'იყო',
  },
  favorite: {
    add: 'შენახვა',
    remove: 'შენახულებიდან წაშლა',
    // a card's toggle, named by its listing: a page of cards has one each
    addListing: (title: string) => `შენახვა: ${title}`,
    removeListing: (title: string) => `შენახულებიდან წაშლა: ${title}`,
    added: (title: string) => `„${title}“ დაემატა შენახულებში`,
    removed: (title: string) => `„${title}“ წაიშალა შენახულებიდან`,
  },
  phone: {
    show: 'ნომრის ჩვენება',
    label: 'ტელეფონი',
  },
  message: {
    open: 'მიწერა',
    title: 'შეტყობინების გაგზავნა',
    // a conversation's reply, named after the person it goes to
    replyTitle: (name: string) => `პასუხი: ${name}`,
    label: 'თქვენი შეტყობინება',
    placeholder: 'გამარჯობა! მაინტერესებს ეს განცხადება…',
    send: 'გაგზავნა',
    sent: 'შეტყობინება გაიგზავნა',
    required: 'გთხოვთ შეავსოთ ველი',
    tooLong: 'სიგრძე გადაჭარბებულია',
  },
} as const;

export type ListingUiTexts = Widen<typeof listingUiKa>;
export default listingUiKa;
