// Texts of the market page /realt/market/sell and /realt/market/rent: prices by district.
import { formatNumber } from '../domain/format';
import type { PropertyKind } from '../domain/options';
import type { MarketTexts } from './market.ka';
import { plural } from './lang';

const KINDS = { 1: 'квартиры', 2: 'частные дома', 3: 'комнаты', 4: 'коммерческие помещения', 5: 'земельные участки' };

const signed = (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent), 'ru')}%`;

const texts: MarketTexts = {
  deal: { label: 'Тип сделки', 1: 'Продажа', 2: 'Аренда' },
  heading: { 1: (kind: PropertyKind) => `Цены по районам: ${KINDS[kind]}, продажа`, 2: (kind: PropertyKind) => `Цены по районам: ${KINDS[kind]}, аренда` },
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
  published: (price: string) => `${price} по данным Сакстата`,
  kinds: { label: 'Тип недвижимости', any: 'Все' },
  quarter: (year: number, quarter: number) => `${quarter} квартал ${year} года`,
  quarterShort: (year: number, quarter: number) => `${quarter} кв. ${year}`,
  median: 'Медиана за м²',
  listings: (count: number) =>
    `${formatNumber(count, 'ru')} ${plural('ru', count, { one: 'объявление', few: 'объявления', many: 'объявлений', other: 'объявления' })}`,
  change: (percent: number) => `${signed(percent)} за год`,
  changeUnknown: 'Изменение за год неизвестно',
  noMedian: {
    new_flats: 'Нет медианы: Сакстат не публикует её для новых квартир этого района',
    new_houses: 'Нет медианы: Сакстат не публикует её для новых домов этого района',
    listings: 'Нет медианы: в этом квартале слишком мало объявлений',
  },
  // the price axis's unit
  axisUnit: '$/м²',
  chart: {
    1: (district: string) => `${district}: медианная цена 1 м² по кварталам`,
    2: (district: string) => `${district}: медианная месячная аренда 1 м² по кварталам`,
  },
  table: {
    caption: {
      1: 'Медианная цена 1 м² (доллары США) по районам и кварталам',
      2: 'Медианная месячная аренда 1 м² (доллары США) по районам и кварталам',
    },
    district: 'Район',
    none: '—',
  },
  map: {
    label: { 1: 'Карта Тбилиси: районы по медианной цене 1 м²', 2: 'Карта Тбилиси: районы по медианной месячной аренде 1 м²' },
    legend: { 1: 'Медиана за м², от', 2: 'Медианная аренда за м² в месяц, от' },
    noData: 'нет данных',
    district: (district: string, median: string) => `${district}: ${median}`,
  },
  empty: { title: 'Данных пока нет', any: 'Цены по районам ещё не опубликованы.', kind: 'Цены по районам для этого типа недвижимости ещё не опубликованы.' },
  failed: { title: 'Не удалось загрузить цены', text: 'Проверьте соединение и попробуйте снова.' },
};

export default texts;
