// Texts of the market page /realt/market/sell and /realt/market/rent: prices by district.
import { formatNumber } from '../domain/format';
import type { MarketTexts } from './market.ka';
import { plural } from './texts';

const signed = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent), 'ru')}%`;

const texts: MarketTexts = {
  deal: { label: 'Тип сделки', 1: 'Продажа', 2: 'Аренда' },
  intro: {
    new_flats: (period: string) =>
      `Медианная цена 1 м² в новостройках (квартиры) по районам Тбилиси, ${period}. Источник: Сакстат (Национальная служба статистики Грузии), опубликовано в лари.`,
    new_houses: (period: string) =>
      `Медианная цена 1 м² новых частных домов по районам Тбилиси, ${period}. Источник: Сакстат (Национальная служба статистики Грузии), опубликовано в лари.`,
    listings: {
      1: (period: string) => `Медианная цена 1 м² в объявлениях Realt по районам Тбилиси, ${period}.`,
      2: (period: string) => `Медианная месячная аренда 1 м² в объявлениях Realt по районам Тбилиси, ${period}.`,
    },
  },
  // no-break spaces: a sign never starts a line of its own
  gel: (price: string, rate: string) => `≈ ${price} по курсу 1\u00a0$ = ${rate}\u00a0₾`,
  kinds: { label: 'Тип недвижимости', any: 'Все' },
  quarter: (year: number, quarter: number) => `${quarter} квартал ${year} года`,
  quarterShort: (year: number, quarter: number) => `${quarter} кв. ${year}`,
  perMonth: (price: string) => `${price} в месяц`,
  median: 'Медиана за м²',
  listings: (count: number) =>
    `${formatNumber(count, 'ru')} ${plural('ru', count, { one: 'объявление', few: 'объявления', many: 'объявлений', other: 'объявления' })}`,
  change: (percent: number) => `${signed(percent)} за год`,
  changeUnknown: 'Изменение за год неизвестно',
  noMedian: 'Нет медианы',
  // the price axis's unit
  axisUnit: '$/м²',
  chart: (district: string) => `${district}: медианная цена 1 м² по кварталам`,
  table: {
    caption: 'Медианная цена 1 м² (доллары США) по районам и кварталам',
    district: 'Район',
    none: '—',
  },
  map: {
    label: 'Карта Тбилиси: районы по медианной цене 1 м²',
    legend: 'Медиана за м², от',
    noData: 'нет данных',
    district: (district: string, median: string) => `${district}: ${median}`,
  },
  empty: { title: 'Данных пока нет', text: 'Цены по районам для этого типа недвижимости ещё не опубликованы.' },
  failed: { title: 'Не удалось загрузить цены', text: 'Проверьте соединение и попробуйте снова.' },
};

export default texts;
