// Texts of the page shell: header menus and footer (§2).
export const layoutKa = {
  addListing: 'განცხადების დამატება',
  encyclopedia: 'ენციკლოპედია',
  news: 'სიახლეები',
  opensInNewTab: '(იხსნება ახალ ჩანართში)',
  mainMenu: 'მენიუ',
  profileMenu: 'პროფილის მენიუ',
  myListings: 'ჩემი განცხადებები',
  wallet: 'საფულე',
  messages: 'შეტყობინებები',
  unread: (count: number) => `${count} წაუკითხავი`,
  footer: {
    about: 'ბინების ყიდვა და ქირაობა თბილისსა და მთელ საქართველოში.',
    browse: 'განცხადებები',
    buy: 'ბინის ყიდვა',
    rent: 'ბინის ქირაობა',
    reading: 'საკითხავი',
    forUsers: 'მომხმარებლებს',
    saved: 'შენახული განცხადებები',
    rights: (year: number) => `© ${year} Realt. ყველა უფლება დაცულია.`,
  },
} as const;
