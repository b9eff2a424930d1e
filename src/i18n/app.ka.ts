// Every Georgian text of the interface lives here; screens import the group they need.
import type { Widen } from './catalogues';

export const appKa = {
  app: {
    name: 'Realt',
    tagline: 'უძრავი ქონების განცხადებები საქართველოში',
    /** the main page's title: what the site is, for a search result and a tab */
    homeTitle: 'Realt — უძრავი ქონების ყიდვა და ქირაობა საქართველოში',
    skipToContent: 'მთავარ შინაარსზე გადასვლა',
    loading: 'იტვირთება…',
    close: 'დახურვა',
    cancel: 'გაუქმება',
    confirm: 'დადასტურება',
    yes: 'დიახ',
    no: 'არა',
    retry: 'თავიდან ცდა',
    backHome: 'მთავარ გვერდზე დაბრუნება',
    opensInNewTab: '(იხსნება ახალ ჩანართში)',
    /** a rent's price is a month's, wherever it shows */
    perMonth: (price: string) => `${price} თვეში`,
  },
  nav: {
    main: 'მთავარი მენიუ',
    sale: 'იყიდება',
    rent: 'ქირავდება',
    signIn: 'შესვლა',
    profile: 'პროფილი',
    admin: 'ადმინისტრირება',
    logout: 'გასვლა',
  },
  // headings of every screen, by route name (config/paths)
  screens: {
    MainPage: 'მთავარი',
    CatalogSell: 'იყიდება',
    CatalogRent: 'ქირავდება',
    MarketSell: 'ფასები უბნების მიხედვით: იყიდება',
    MarketRent: 'ფასები უბნების მიხედვით: ქირავდება',
    Announcement: 'განცხადება',
    PublicUser: 'მომხმარებლის გვერდი',
    AppLogin: 'შესვლა',
    ResetPassword: 'პაროლის აღდგენა',
    Register: 'რეგისტრაცია',
    ConfirmationCode: 'დადასტურების კოდი',
    CreatePassword: 'ახალი პაროლი',
    SocialAuth: 'სოციალური ქსელით შესვლა',
    AdminLogin: 'ადმინისტრატორის შესვლა',
    MyApartments: 'ჩემი განცხადებები',
    SavedApartments: 'შენახული განცხადებები',
    SavedSearches: 'შენახული ძიებები',
    RecentlyViewed: 'ბოლოს ნანახი განცხადებები',
    MyMessages: 'ჩემი შეტყობინებები',
    MyWallet: 'ჩემი საფულე',
    EditProfile: 'პროფილის რედაქტირება',
    CreateAdvertisement: 'განცხადების დამატება',
    EditAdvertisement: 'განცხადების რედაქტირება',
    AdminUsers: 'მომხმარებლები',
    AdminAdvertisements: 'განცხადებები',
    AdminSettings: 'პარამეტრები',
    AdminBanners: 'ბანერები',
    AdminTariffs: 'ტარიფები',
    AdminDebitsAndDeposits: 'ჩამოჭრები და შევსებები',
    AdminMoneyTransfer: 'თანხის გადარიცხვა',
    AdminCreateDistrict: 'უბნის დამატება',
    AdminEditDistrict: 'უბნის რედაქტირება',
    NotFound: 'გვერდი ვერ მოიძებნა',
  },
  // the sentence under a screen's heading, shown from its first paint (its skeleton has it too)
  leads: {
    CreateAdvertisement: 'შეავსეთ ექვსი მარტივი ნაბიჯი — ყველაფერი ინახება ამ მოწყობილობაზე, სანამ არ გამოაქვეყნებთ.',
    EditAdvertisement: 'შეცვლილი განცხადება ხელახლა გადის მოდერაციას.',
    MyWallet: 'საფულიდან იხდით ტარიფებსა და სერვისებს. გაუქმებული ტარიფის თანხა აქ ბრუნდება.',
  },
  notFound: {
    text: 'ასეთი გვერდი არ არსებობს ან წაშლილია.',
  },
  errors: {
    serverTitle: '500 სერვერის შეცდომა',
    serverText: 'სერვერის შეცდომა, გთხოვთ სცადოთ მოგვიანებით.',
    network: 'სერვერთან კავშირი ვერ დამყარდა. შეამოწმეთ ინტერნეტი და სცადეთ თავიდან.',
    unknown: 'მოთხოვნა ვერ შესრულდა. სცადეთ თავიდან.',
    refused: 'მოთხოვნა არ შესრულდა. შეამოწმეთ შეყვანილი მონაცემები და სცადეთ თავიდან.',
    refusedField: 'მნიშვნელობა არ იქნა მიღებული. შეამოწმეთ და სცადეთ თავიდან.',
    /** a 401: the session ended (expired, or ended elsewhere) */
    sessionEnded: 'თქვენი სესია დასრულდა. გასაგრძელებლად ხელახლა შედით.',
    signedOutElsewhere: 'თქვენ გამოხვედით ანგარიშიდან სხვა ჩანართში.',
    /** a 429 answer, counting down to the next allowed attempt */
    tooManyAttempts: (seconds: number) => `ძალიან ბევრი მცდელობა. სცადეთ ხელახლა ${seconds} წამში.`,
  },
  // the shared loading states (src/ui/load)
  load: {
    failedTitle: 'მონაცემები ვერ ჩაიტვირთა',
    failedText: 'სცადეთ თავიდან. თუ შეცდომა განმეორდა, შეამოწმეთ ინტერნეტი.',
    // code that loads when needed (src/ui/load/lazy-part.tsx)
    screenFailedTitle: 'გვერდი ვერ ჩაიტვირთა',
    partFailedTitle: 'გვერდის ეს ნაწილი ვერ ჩაიტვირთა',
    codeFailedText: 'სცადეთ თავიდან. თუ შეცდომა განმეორდა, შეამოწმეთ ინტერნეტი ან გადატვირთეთ გვერდი.',
    reload: 'გვერდის გადატვირთვა',
    openFailed: 'ვერ გაიხსნა. შეამოწმეთ ინტერნეტი და სცადეთ თავიდან.',
    // a query waits for the connection (TanStack Query pauses it): it loads by itself once back
    offlineTitle: 'ინტერნეტთან კავშირი არ არის',
    offlineText: 'მონაცემები ჩაიტვირთება, როგორც კი კავშირი აღდგება.',
    waitTitle: 'ახლა ძალიან ბევრი მოთხოვნაა',
    waitText: (seconds: number) => `მონაცემები თავიდან ჩაიტვირთება ${seconds} წამში.`,
  },
  notifications: {
    region: 'შეტყობინებები',
    dismiss: 'შეტყობინების დახურვა',
  },
} as const;

export type AppTexts = Widen<typeof appKa>;
export default appKa;
