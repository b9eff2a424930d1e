// Texts of the shared listing pieces (flat card, favourite toggle, write-message dialog) that the
// public pages and the profile both use.
import { plural } from './lang';
import type { ListingUiTexts } from './listing-ui.ka';

const texts: ListingUiTexts = {
  card: {
    bedrooms: (count: number) =>
      count >= 4 ? '4+ спальни' : `${count} ${plural('ru', count, { one: 'спальня', few: 'спальни', many: 'спален', other: 'спальни' })}`,
    bedroomsLabel: 'Спальни',
    areaLabel: 'Площадь',
    noPhoto: 'Нет фото',
    loading: 'Загрузка объявлений',
  },
  price: {
    usd: 'Цена в долларах',
    gel: 'Цена в лари',
    perM2: 'Цена за м²',
    perMonth: 'в месяц',
    before: 'Было',
  },
  favorite: {
    add: 'Сохранить',
    remove: 'Удалить из сохранённых',
    // a card's toggle, named by its listing: a page of cards has one each
    addListing: (title: string) => `Сохранить: ${title}`,
    removeListing: (title: string) => `Удалить из сохранённых: ${title}`,
    added: (title: string) => `Объявление «${title}» добавлено в сохранённые`,
    removed: (title: string) => `Объявление «${title}» удалено из сохранённых`,
  },
  phone: {
    show: 'Показать номер',
    label: 'Телефон',
  },
  message: {
    open: 'Написать',
    title: 'Отправить сообщение',
    replyTitle: (name: string) => `Ответ: ${name}`,
    label: 'Ваше сообщение',
    placeholder: 'Здравствуйте! Меня интересует это объявление…',
    send: 'Отправить',
    sent: 'Сообщение отправлено',
    required: 'Заполните это поле',
    tooLong: 'Слишком длинное сообщение: сократите его, чтобы уложиться в лимит символов',
  },
};

export default texts;
