// Texts of a user's public page /realt/user/{id} (§2).
import { formatNumber } from '../domain/format';
import { plural } from './lang';
import type { PublicUserTexts } from './public-user.ka';

const texts: PublicUserTexts = {
  listings: 'Активные объявления',
  count: (n: number) =>
    `${formatNumber(n, 'ru')} ${plural('ru', n, { one: 'активное объявление', few: 'активных объявления', many: 'активных объявлений', other: 'активного объявления' })}`,
  emptyTitle: 'Нет активных объявлений',
  emptyText: 'У этого пользователя сейчас нет активных объявлений.',
  notFoundTitle: 'Пользователь не найден',
  notFoundText: 'Такого пользователя нет, или его страница закрыта.',
  failedTitle: 'Не удалось загрузить страницу',
  failedText: 'Попробуйте ещё раз через несколько секунд.',
  toCatalog: 'Смотреть объявления',
};

export default texts;
