import type { HeadTexts } from './head.ka';
import { plural } from './texts';

const texts: HeadTexts = {
  description: 'Покупка и аренда квартир в Грузии — Realt',
  catalogSell: 'Продажа квартир и коммерческой недвижимости в Грузии — Realt',
  catalogRent: 'Аренда квартир и коммерческой недвижимости в Грузии — Realt',
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
