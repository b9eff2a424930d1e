import type { LayoutTexts } from './layout.ka';
import { plural } from './lang';

const texts: LayoutTexts = {
  addListing: 'Подать объявление',
  encyclopedia: 'Энциклопедия',
  news: 'Новости',
  mainMenu: 'Меню',
  profileMenu: 'Меню профиля',
  myListings: 'Мои объявления',
  wallet: 'Кошелёк',
  messages: 'Сообщения',
  savedListings: 'Сохранённые объявления',
  savedSearches: 'Сохранённые поиски',
  language: { header: 'Язык', menu: 'Язык, меню', footer: 'Язык, нижняя часть страницы' },
  suggestion: {
    label: 'Предложение языка',
    text: 'Эта страница есть и на русском языке.',
    switch: 'Перейти на русский',
    dismiss: 'Нет, спасибо',
  },
  unread: (count: number) =>
    plural('ru', count, { one: `${count} непрочитанное`, few: `${count} непрочитанных`, many: `${count} непрочитанных`, other: `${count} непрочитанного` }),
  unreachable: 'Не удалось связаться с сервером. Вы по-прежнему в своём аккаунте — попробуйте ещё раз.',
  offline: 'Нет подключения к интернету. Страница обновится, как только связь восстановится.',
  footer: {
    about: 'Покупка и аренда квартир в Тбилиси и по всей Грузии.',
    browse: 'Объявления',
    buy: 'Купить квартиру',
    rent: 'Снять квартиру',
    market: 'Цены по районам',
    reading: 'Почитать',
    forUsers: 'Пользователям',
    rights: (year: number) => `© ${year} Realt. Все права защищены.`,
  },
};

export default texts;
