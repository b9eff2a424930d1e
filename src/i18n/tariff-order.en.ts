// Texts of the shared tariff and payment flow (src/ui/tariff-order) in English: the listing form's
// last step and the profile's change-tariff dialog.
import type { TariffOrderTexts } from './tariff-order.ka';
import { parseNumber } from '../domain/format';
import { plural } from './lang';

// days as typed: a text that is not a number reads as "days"
const days = (typed: string) => `${typed} ${plural('en', parseNumber(typed), { one: 'day', other: 'days' })}`;

const texts: TariffOrderTexts = {
  tariffsTitle: 'Promotion',
  tariffsHint: 'A promotion puts your listing at the top of the list and makes it stand out. You can choose one.',
  servicesTitle: 'Extra services',
  servicesHint: 'Highlighting and bumping can be added to any promotion.',
  perDay: (gel: string) => `${gel} / day`,
  days: 'days',
  daysOf: (title: string) => `${title}: number of days`,
  daysRange: (min: number, max: number) => (min === max ? `${max} ${plural('en', max, { one: 'day', other: 'days' })}` : `From ${min} to ${max} days`),
  choose: (title: string) => `Choose ${title}`,
  telegram: 'Also publish in our Telegram channel',
  telegramHint: 'Available when a promotion or service is chosen.',
  payWith: 'Payment method',
  wallet: 'From wallet',
  walletBalance: (gel: string) => `Balance: ${gel}`,
  walletShort: (gel: string) => `${gel} short: pay by card, or top up the wallet`,
  card: 'By card',
  cardHint: 'After paying you will return to the site.',
  summaryTitle: 'To pay',
  lineDays: days,
  toPay: 'Total to pay',
  coefficient: (value: string) => `Your personal price rate: ×${value}`,
  beforeCoefficient: (gel: string) => `Before your price rate: ${gel}`,
  estimate: 'The final price, with your personal price rate, will appear once you sign in.',
  atLeast: (min: number) => `At least ${min} ${plural('en', min, { one: 'day', other: 'days' })}`,
  daysFirst: 'Enter a valid number of days to see the price.',
  calculating: 'Calculating the price…',
  priceFailed: 'The price could not be calculated.',
  loadFailed: 'The promotions could not be loaded.',
  leftOut: 'The promotion chosen will be left out; you can add it later from My listings.',
  runningNow: (list: string) => `Running now: ${list}; saving your changes keeps them, and a promotion or service chosen here is added to them.`,
  runningUntil: (name: string, date: string) => `${name} until ${date}`,
  nothingNew: 'Nothing new chosen: what is running stays as it is.',
  nothingChosen: 'No promotion chosen: the listing will be published for free.',
  pay: (gel: string) => `Pay · ${gel}`,
  payTitle: 'Buy promotion',
  badLink: 'The bank page’s address is not trusted, so the payment was stopped. Try again or contact us.',
  orderFailed: 'The payment failed. Please try again.',
  paid: 'Paid from your wallet.',
  insufficient: {
    title: 'Insufficient funds',
    // the missing amount goes in between, in bold
    short: 'Your wallet is short by',
    hint: 'Top up your balance or pay by card.',
    topUp: 'Top up balance',
    payByCard: 'Pay by card',
    cancel: 'Cancel',
  },
};

export default texts;
