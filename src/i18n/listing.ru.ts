// Texts of the listing detail page /realt/announcement/{slug} (§2).
import { formatNumber } from '../domain/format';
import { plural } from './lang';
import type { ListingTexts } from './listing.ka';

const texts: ListingTexts = {
  notFoundTitle: 'Объявление не найдено',
  notFoundText: 'Объявление удалено или снято с публикации, либо ссылка неверна.',
  toCatalog: 'Смотреть объявления',
  failedTitle: 'Не удалось загрузить объявление',
  failedText: 'Попробуйте ещё раз через несколько секунд.',
  breadcrumb: 'Навигация',
  backToResults: 'Назад к результатам',
  idLabel: (id: number) => `ID ${id}`,
  views: (count: number) =>
    `${formatNumber(count, 'ru')} ${plural('ru', count, { one: 'просмотр', few: 'просмотра', many: 'просмотров', other: 'просмотра' })}`,
  published: (date: string) => `Размещено ${date}`,
  gallery: {
    label: 'Фотографии',
    previous: 'Предыдущее фото',
    next: 'Следующее фото',
    open: 'Открыть на весь экран',
    fullTitle: 'Фотографии',
    counter: (index: number, total: number) => `${index} / ${total}`,
    position: (index: number, total: number, caption = '') => `Фото ${index} из ${total}${caption && `, ${caption}`}`,
    thumb: (index: number, caption: string) => (caption ? `Фото ${index}: ${caption}` : `Фото ${index}`),
    alt: (title: string, caption: string, index: number) => `${title} — ${caption || `фото ${index}`}`,
  },
  video: {
    title: 'Видео',
    play: 'Смотреть видео',
    note: 'Видео загрузится с YouTube после запуска.',
    frame: 'Видео объявления',
  },
  params: {
    title: 'Характеристики',
    kind: 'Тип недвижимости',
    area: 'Площадь',
    floor: 'Этаж',
    floorOf: (floor: number, total: number | null) => (total ? `${floor} из ${total}` : String(floor)),
    district: 'Район',
    address: 'Адрес',
  },
  // the key facts under the title: '3 спальни', '7 этаж из 14'; a count is its option's code (4 for '4+')
  facts: {
    bedrooms: (count: number) => plural('ru', count, { one: 'спальня', few: 'спальни', many: 'спален', other: 'спальни' }),
    rooms: (count: number) => plural('ru', count, { one: 'комната', few: 'комнаты', many: 'комнат', other: 'комнаты' }),
    floor: (floor: number, total: number | null) => (total ? `${floor} этаж из ${total}` : `${floor} этаж`),
  },
  features: 'Удобства и коммуникации',
  proximity: {
    title: 'Рядом',
    minutes: (minutes: number, mode: string) => `${minutes} мин ${mode.charAt(0).toLowerCase()}${mode.slice(1)}`,
  },
  description: 'Описание',
  advertiser: {
    title: 'Автор объявления',
    profile: 'Все объявления',
  },
  median: {
    below: (percent: string, district: string, median: string, whose: string) => `На ${percent} ниже медианы района ${district} (${median}; ${whose})`,
    above: (percent: string, district: string, median: string, whose: string) => `На ${percent} выше медианы района ${district} (${median}; ${whose})`,
    at: (district: string, median: string, whose: string) => `На уровне медианы района ${district} (${median}; ${whose})`,
    // whose median it is (the contract's MarketScope) and its quarter
    whose: {
      new_flats: (year: number, quarter: number) => `новостройки, квартиры, Сакстат, ${quarter} квартал ${year} года`,
      new_houses: (year: number, quarter: number) => `новые частные дома, Сакстат, ${quarter} квартал ${year} года`,
      listings: (year: number, quarter: number) => `объявления Realt, ${quarter} квартал ${year} года`,
    },
    market: 'Цены по районам',
  },
  history: {
    title: 'История цены',
  },
  location: {
    title: 'Расположение',
    map: 'Карта: где находится объект',
  },
  similar: {
    title: 'Похожие объявления',
    loading: 'Загрузка похожих объявлений',
  },
  share: {
    label: 'Поделиться',
    copied: 'Ссылка скопирована',
    failed: 'Не удалось скопировать ссылку',
  },
};

export default texts;
