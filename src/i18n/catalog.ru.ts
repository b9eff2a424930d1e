// Texts of the catalogue pages /realt/catalog/sell and /realt/catalog/rent (§2).
import { formatNumber } from '../domain/format';
import type { CatalogTexts } from './catalog.ka';
import { plural } from './lang';

const texts: CatalogTexts = {
  deal: {
    label: 'Тип сделки',
    buy: 'Купить',
    rent: 'Снять',
  },
  // the link to the market page of the same deal
  market: 'Цены по районам',
  intro: {
    1: 'Квартиры, дома и коммерческая недвижимость на продажу',
    2: 'Квартиры, дома и коммерческая недвижимость в аренду',
  },
  filters: {
    bar: 'Фильтры',
    more: 'Все фильтры',
    // the property-kind chip that clears the kind
    anyKind: 'Любой',
    // sends the filter bar as a form, while the app's code has not run
    submit: 'Найти',
    title: 'Фильтры',
    reset: 'Сбросить фильтры',
    clear: 'Сбросить',
    apply: 'Показать объявления',
    price: 'Цена',
    pricePerMonth: 'Цена в месяц',
    area: 'Площадь',
    areaUnit: 'м²',
    district: 'Район',
    districtsFailed: 'Не удалось загрузить список районов',
    proximityPlace: 'Что рядом',
    proximityMode: 'Как добраться',
    anyPlace: 'Неважно',
    sectionMain: 'Основное',
    sectionDetails: 'Параметры',
    sectionComfort: 'Удобства',
    loading: 'Загрузка фильтров…',
  },
  results: {
    count: (total: number) =>
      `${formatNumber(total, 'ru')} ${plural('ru', total, { one: 'объявление', few: 'объявления', many: 'объявлений', other: 'объявления' })}`,
    sort: 'Сортировка',
    view: 'Вид',
    currency: 'Валюта',
    // typed in lari while the rate could not be had: the search goes out without its price bounds
    priceUnsent: 'Не удалось загрузить курс лари, поэтому фильтр по цене не применяется.',
    list: 'Список',
    map: 'Карта',
    saveSearch: 'Сохранить поиск',
    searchSaved: 'Поиск сохранён',
    mySearches: 'Мои поиски',
    loading: 'Загрузка объявлений…',
    waiting: 'Поиск продолжится, когда связь восстановится',
    emptyTitle: 'Объявлений не найдено',
    emptyText: 'Попробуйте изменить или сбросить фильтры.',
    // the same without any filter set: nothing to clear
    noneTitle: 'Объявлений пока нет',
    noneText: 'Загляните позже.',
    // a page past the last one: listings were removed after its link was made
    goneTitle: 'Этой страницы больше нет',
    goneText: 'С тех пор часть объявлений сняли, и результаты теперь умещаются на меньшем числе страниц.',
    lastPage: 'Перейти на последнюю страницу',
    errorTitle: 'Не удалось загрузить объявления',
    errorText: 'Ваши фильтры сохранены. Попробуйте ещё раз.',
  },
  pages: {
    label: 'Страницы',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: (n: number) => `Страница ${n}`,
  },
  map: {
    label: 'Объявления на карте',
    pin: (price: string, title: string) => `${price}, ${title}`,
    closePreview: 'Закрыть просмотр',
    hint: 'Выберите метку на карте, чтобы увидеть объявления',
  },
};

export default texts;
