// Texts of the shared tariff and payment flow (src/ui/tariff-order) in Russian: the listing form's
// last step and the profile's change-tariff dialog.
import type { TariffOrderTexts } from './tariff-order.ka';
import { parseNumber } from '../domain/format';
import { plural } from './lang';

// days as typed: a text that is not a number reads as "дня"
const days = (typed: string) => `${typed} ${plural('ru', parseNumber(typed), { one: 'день', few: 'дня', many: 'дней', other: 'дня' })}`;

const texts: TariffOrderTexts = {
  tariffsTitle: 'Тариф',
  tariffsHint: 'С тарифом объявление показывается в начале списка и выделяется среди других. Можно выбрать один.',
  servicesTitle: 'Дополнительные услуги',
  servicesHint: 'Выделение цветом и поднятие можно добавить к любому тарифу.',
  perDay: (gel: string) => `${gel} / день`,
  days: 'дн.',
  daysOf: (title: string) => `${title}: количество дней`,
  daysRange: (min: number, max: number) =>
    min === max ? days(String(max)) : `От ${min} до ${max} ${plural('ru', max, { one: 'дня', few: 'дней', many: 'дней', other: 'дней' })}`,
  choose: (title: string) => `Выбрать: ${title}`,
  telegram: 'Также опубликовать в нашем Telegram-канале',
  telegramHint: 'Доступно при выборе тарифа или услуги.',
  payWith: 'Способ оплаты',
  wallet: 'Из кошелька',
  walletBalance: (gel: string) => `Баланс: ${gel}`,
  walletShort: (gel: string) => `Не хватает ${gel}: оплатите картой или пополните кошелёк`,
  card: 'Картой',
  cardHint: 'После оплаты вы вернётесь на сайт.',
  summaryTitle: 'К оплате',
  lineDays: days,
  toPay: 'Итого к оплате',
  coefficient: (value: string) => `Ваш персональный коэффициент: ×${value}`,
  beforeCoefficient: (gel: string) => `Без коэффициента: ${gel}`,
  estimate: 'Итоговая цена с учётом персонального коэффициента появится после входа.',
  atLeast: (min: number) => `Не меньше ${min} ${plural('ru', min, { one: 'дня', few: 'дней', many: 'дней', other: 'дня' })}`,
  daysFirst: 'Укажите правильное количество дней, чтобы увидеть стоимость.',
  calculating: 'Рассчитываем стоимость…',
  priceFailed: 'Не удалось рассчитать стоимость.',
  loadFailed: 'Не удалось загрузить тарифы.',
  leftOut: 'Выбранный тариф не будет подключён; подключить его можно позже в разделе «Мои объявления».',
  runningNow: (list: string) => `Сейчас действуют: ${list}; сохранение изменений их не отменяет, а выбранный здесь тариф или услуга добавится к ним.`,
  runningUntil: (name: string, date: string) => `${name} до ${date}`,
  nothingNew: 'Ничего нового не выбрано: действующие тариф и услуги сохранятся.',
  nothingChosen: 'Тариф не выбран: объявление будет опубликовано бесплатно.',
  pay: (gel: string) => `Оплатить · ${gel}`,
  payTitle: 'Купить тариф',
  badLink: 'Адрес страницы банка не прошёл проверку, поэтому оплата остановлена. Попробуйте ещё раз или свяжитесь с нами.',
  orderFailed: 'Оплата не прошла. Попробуйте ещё раз.',
  paid: 'Оплачено из кошелька.',
  insufficient: {
    title: 'Недостаточно средств',
    // the missing amount goes in between, in bold
    short: 'В кошельке не хватает',
    hint: 'Пополните баланс или оплатите картой.',
    topUp: 'Пополнить баланс',
    payByCard: 'Оплатить картой',
    cancel: 'Отмена',
  },
};

export default texts;
