// Texts of the shared tariff and payment flow (src/ui/tariff-order): the listing form's last step
// and the profile's change-tariff dialog.
import type { Widen } from './catalogues';

export const tariffOrderKa = {
  tariffsTitle: 'ტარიფი',
  tariffsHint: 'ტარიფით განცხადება სიის თავში და გამორჩეულად ჩანს. შეგიძლიათ აირჩიოთ ერთი.',
  servicesTitle: 'დამატებითი სერვისები',
  servicesHint: 'გაფერადება და აწევა ნებისმიერ ტარიფს ემატება.',
  perDay: (gel: string) => `${gel} / დღე`,
  days: 'დღე',
  daysOf: (title: string) => `${title}: დღეების რაოდენობა`,
  // the days a line takes, under its field
  daysRange: (min: number, max: number) => (min === max ? `${max} დღე` : `${min}-დან ${max} დღემდე`),
  choose: (title: string) => `${title} — არჩევა`,
  telegram: 'Telegram-ის არხშიც გამოქვეყნება',
  telegramHint: 'ხელმისაწვდომია ტარიფის ან სერვისის არჩევისას.',
  payWith: 'გადახდის მეთოდი',
  wallet: 'საფულიდან',
  walletBalance: (gel: string) => `ბალანსი: ${gel}`,
  walletShort: (gel: string) => `აკლია ${gel}: გადაიხადეთ ბარათით ან შეავსეთ საფულე`,
  card: 'ბარათით',
  cardHint: 'გადახდის შემდეგ დაბრუნდებით საიტზე.',
  summaryTitle: 'გადასახდელი',
  lineDays: (days: string) => `${days} დღე`,
  toPay: 'სულ გადასახდელი',
  coefficient: (value: string) => `თქვენი პერსონალური კოეფიციენტი: ×${value}`,
  beforeCoefficient: (gel: string) => `კოეფიციენტამდე: ${gel}`,
  estimate: 'საბოლოო ფასი გამოჩნდება შესვლის შემდეგ (პერსონალური კოეფიციენტით).',
  atLeast: (min: number) => `მინიმუმ ${min} დღე`,
  daysFirst: 'ფასის სანახავად მიუთითეთ დღეების სწორი რაოდენობა.',
  calculating: 'ფასი ითვლება…',
  priceFailed: 'ფასი ვერ დაითვალა.',
  loadFailed: 'ტარიფები ვერ ჩაიტვირთა.',
  // a listing form's chosen tariff, when the tariffs failed to load
  leftOut: 'არჩეული ტარიფი არ ჩაირთვება; მისი ჩართვა შემდეგ შეგიძლიათ „ჩემი განცხადებებიდან“.',
  runningNow: (list: string) => `ახლა მოქმედებს: ${list}; ცვლილებების შენახვა მათ არ აუქმებს, აქ არჩეული ტარიფი ან სერვისი კი მათ დაემატება.`,
  runningUntil: (name: string, date: string) => `${name} ${date}-მდე`,
  nothingNew: 'ახალი არაფერია არჩეული: მოქმედი ტარიფი და სერვისები რჩება.',
  nothingChosen: 'ტარიფი არ არის არჩეული — განცხადება უფასოდ გამოქვეყნდება.',
  pay: (gel: string) => `გადახდა · ${gel}`,
  payTitle: 'ტარიფის შეძენა',
  badLink: 'ბანკის გვერდის მისამართი არასანდოა, ამიტომ გადახდა შეჩერდა. სცადეთ თავიდან ან დაგვიკავშირდით.',
  orderFailed: 'გადახდა ვერ შესრულდა. სცადეთ თავიდან.',
  paid: 'გადახდა შესრულდა საფულიდან.',
  insufficient: {
    title: 'არასაკმარისი თანხა',
    // the missing amount goes in between, in bold
    short: 'საფულეში აკლია',
    hint: 'შეავსეთ ბალანსი ან გადაიხადეთ ბარათით.',
    topUp: 'ბალანსის შევსება',
    payByCard: 'ბარათით გადახდა',
    cancel: 'გაუქმება',
  },
} as const;

export type TariffOrderTexts = Widen<typeof tariffOrderKa>;
export default tariffOrderKa;
