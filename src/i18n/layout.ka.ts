// Texts of the page shell: header menus, the session notice and the footer.
import type { Widen } from './catalogues';

export const layoutKa = {
  addListing: 'განცხადების დამატება',
  encyclopedia: 'ენციკლოპედია',
  news: 'სიახლეები',
  mainMenu: 'მენიუ',
  profileMenu: 'პროფილის მენიუ',
  myListings: 'ჩემი განცხადებები',
  wallet: 'საფულე',
  messages: 'შეტყობინებები',
  savedListings: 'შენახული განცხადებები',
  savedSearches: 'შენახული ძიებები',
  // the language switch's landmark in each place (its links name each language in that language)
  language: { header: 'ენა', menu: 'ენა, მენიუ', footer: 'ენა, საიტის ქვედა ნაწილი' },
  // the offer of another language to a browser that prefers it, written in that language
  suggestion: {
    label: 'ენის შეთავაზება',
    text: 'ეს გვერდი ქართულადაც არის.',
    switch: 'ქართულად',
    dismiss: 'არა, გმადლობთ',
  },
  unread: (count: number) => `${count} წაუკითხავი`,
  // the stored sign-in could not be checked: the user is not signed out over it
  unreachable: 'სერვერთან დაკავშირება ვერ მოხერხდა. თქვენი ანგარიშიდან არ გამოსულხართ — სცადეთ ხელახლა.',
  // the browser has no connection: what is asked meanwhile waits for it
  offline: 'ინტერნეტთან კავშირი არ არის. გვერდი განახლდება, როგორც კი კავშირი აღდგება.',
  footer: {
    about: 'ბინების ყიდვა და ქირაობა თბილისსა და მთელ საქართველოში.',
    browse: 'განცხადებები',
    buy: 'ბინის ყიდვა',
    rent: 'ბინის ქირაობა',
    market: 'ფასები უბნების მიხედვით',
    reading: 'საკითხავი',
    forUsers: 'მომხმარებლებს',
    rights: (year: number) => `© ${year} Realt. ყველა უფლება დაცულია.`,
  },
} as const;

export type LayoutTexts = Widen<typeof layoutKa>;
export default layoutKa;
