// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { TariffOrderTexts } from './tariff-order.ka';

const texts: TariffOrderTexts = {
  tariffsTitle: 'ტარიფი',
  tariffsHint: 'ტარიფით განცხადება სიის თავში და გამორჩეულად ჩანს. შეგიძლიათ აირჩიოთ ერთი.',
  servicesTitle: 'დამატებითი სერვისები',
  servicesHint: 'გაფერადება და აწევა ნებისმიერ ტარიფს ემატება.',
  perDay: (gel: string) => `${gel} / დღე`,
  days: 'დღე',
  daysOf: (title: string) => `${title}: დღეების რაოდენობა`,
  choose: (title: string) => `${title} — არჩევა`,
  telegram: 'Telegram-ის არხშიც გამოქვეყნება',
  telegramHint: 'ხელმისაწვდომია ტარიფის ან სერვისის არჩევისას.',
  payWith: 'გადახდის მეთოდი',
  wallet: 'საფულიდან',
  walletBalance: (gel: string) => `ბალანსი: ${gel}`,
  card: 'ბარათით',
  cardHint: 'გადახდის შემდეგ დაბრუნდებით საიტზე.',
  summaryTitle: 'გადასახდელი',
  lineDays: (days: string) => `${days} დღე`,
  toPay: 'სულ გადასახდელი',
  coefficient: (value: string) => `თქვენი პერსონალური კოეფიციენტი: ×${value}`,
  beforeCoefficient: (gel: string) => `კოეფიციენტამდე: ${gel}`,
  estimate: 'საბოლოო ფასი გამოჩნდება შესვლის შემდეგ (პერსონალური კოეფიციენტით).',
  calculating: 'ფასი ითვლება…',
  priceFailed: 'ფასი ვერ დაითვალა.',
  loadFailed: 'ტარიფები ვერ ჩაიტვირთა.',
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
};

export default texts;
