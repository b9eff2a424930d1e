import type { HeadTexts } from './head.ka';
import { plural } from './texts';

const texts: HeadTexts = {
  description: 'Покупка и аренда квартир в Грузии — Realt',
  catalogSell: 'Продажа квартир и коммерческой недвижимости в Грузии — Realt',
  catalogRent: 'Аренда квартир и коммерческой недвижимости в Грузии — Realt',
  marketSell: 'Цена 1 м² в районах Тбилиси: медианы, объявления и изменение за год — Realt',
  marketRent: 'Аренда 1 м² в районах Тбилиси: медианы, объявления и изменение за год — Realt',
  dataset: {
    1: 'Медианная цена 1 м² недвижимости по районам Тбилиси',
    2: 'Медианная месячная аренда 1 м² недвижимости по районам Тбилиси',
  },
  datasetDescription: 'Для каждого района: медианная цена 1 м² (доллары США) по кварталам, число объявлений и изменение за год.',
  listing: (price: string, address: string) => `${price}, ${address}`,
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
