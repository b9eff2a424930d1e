import type { Bedrooms, HeadTexts, ListingFacts } from './head.ka';
import { plural } from './lang';

const KINDS = { 1: 'Квартиры', 2: 'Частные дома', 3: 'Комнаты', 4: 'Коммерческие помещения', 5: 'Земельные участки' };
const KIND = { 1: 'Квартира', 2: 'Частный дом', 3: 'Комната', 4: 'Коммерческое помещение', 5: 'Земельный участок' };
const DEAL = { 1: 'на продажу', 2: 'в аренду' };
// of flats, of houses...
const OF_KINDS = { 1: 'квартир', 2: 'частных домов', 3: 'комнат', 4: 'коммерческих помещений', 5: 'земельных участков' };
// 'с 1 спальней ', 'с 2–3 спальнями ': the noun agrees with the last number
const bedroomsOf = (bedrooms: Bedrooms | null) =>
  bedrooms ? `с ${bedrooms.text} ${plural('ru', bedrooms.last, { one: 'спальней', few: 'спальнями', many: 'спальнями', other: 'спальнями' })} ` : '';
const listingCount = (count: number) =>
  count === 0
    ? 'нет объявлений'
    : plural('ru', count, { one: `${count} объявление`, few: `${count} объявления`, many: `${count} объявлений`, other: `${count} объявления` });

const texts: HeadTexts = {
  description: 'Покупка и аренда квартир в Грузии — Realt',
  // a place follows a colon: its name is not declined by a template
  catalogue: ({ deal, kind, bedrooms, place }) => `${KINDS[kind]} ${bedroomsOf(bedrooms)}${DEAL[deal]}${place ? `: ${place}` : ' в Грузии'}`,
  districts: (count) => plural('ru', count, { one: `${count} район`, few: `${count} района`, many: `${count} районов`, other: `${count} района` }),
  drawnArea: 'область на карте',
  paged: (title, page) => `${title} — страница ${page}`,
  catalogueDescription: (title: string, listings: number | null, bounds: readonly string[], page: number, pages: number | null) =>
    [title, listings === null ? null : listingCount(listings), ...bounds, page > 1 ? (pages === null ? `страница ${page}` : `страница ${page} из ${pages}`) : null]
      .filter(Boolean)
      .join(', ') + ' — Realt',
  listing: ({ deal, kind, bedrooms, district, area, price }: ListingFacts) => `${KIND[kind]} ${bedroomsOf(bedrooms)}${DEAL[deal]}, ${district}, ${area}, ${price}`,
  listingDescription: (facts: ListingFacts) =>
    `${KIND[facts.kind]} ${bedroomsOf(facts.bedrooms)}${DEAL[facts.deal]}, ${facts.district}: ${facts.area}, ${facts.price}${
      facts.floor ? `, этаж ${facts.floor.floor}${facts.floor.of === null ? '' : ` из ${facts.floor.of}`}` : ''
    }.`,
  market: {
    1: (kind) => `Цена 1 м²${kind === null ? '' : ` ${OF_KINDS[kind]}`} в районах Тбилиси: медианы, объявления и изменение за год — Realt`,
    2: (kind) => `Месячная аренда 1 м²${kind === null ? '' : ` ${OF_KINDS[kind]}`} в районах Тбилиси: медианы, объявления и изменение за год — Realt`,
  },
  dataset: {
    new_flats: 'Медианная цена 1 м² в новостройках (квартиры) по районам Тбилиси',
    new_houses: 'Медианная цена 1 м² новых частных домов по районам Тбилиси',
    listings: {
      1: (kind) => `Медианная цена 1 м² ${kind === null ? 'недвижимости' : OF_KINDS[kind]} в объявлениях Realt по районам Тбилиси`,
      2: (kind) => `Медианная месячная аренда 1 м² ${kind === null ? 'недвижимости' : OF_KINDS[kind]} в объявлениях Realt по районам Тбилиси`,
    },
  },
  geostat: 'Национальная служба статистики Грузии (Сакстат)',
  datasetCity: 'Тбилиси',
  datasetDescription: {
    1: 'Для каждого района: медианная цена 1 м² (доллары США) по кварталам, число объявлений и изменение за год.',
    2: 'Для каждого района: медианная месячная аренда 1 м² (доллары США) по кварталам, число объявлений и изменение за год.',
  },
  publicUser: (name: string, listings: number) =>
    listings === 0
      ? `Пользователь ${name}: нет активных объявлений — Realt`
      : `Пользователь ${name}: ${plural('ru', listings, {
          one: `${listings} активное объявление`,
          few: `${listings} активных объявления`,
          many: `${listings} активных объявлений`,
          other: `${listings} активного объявления`,
        })} — Realt`,
  shareImageAlt: 'Realt — объявления о недвижимости в Грузии',
};

export default texts;
