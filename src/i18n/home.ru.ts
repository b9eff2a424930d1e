// Texts of the main page (§2 MainPage).
import type { HomeTexts } from './home.ka';

const texts: HomeTexts = {
  hero: {
    title: 'Найдите свой новый дом',
    subtitle: 'Тысячи квартир, домов и коммерческих помещений в Тбилиси и по всей Грузии.',
    searchLabel: 'Поиск объявлений',
    deal: 'Тип сделки',
    kind: 'Тип недвижимости',
    anyKind: 'Любой',
    submit: 'Найти',
  },
  banners: {
    label: 'Акции и новости',
    carousel: 'карусель',
    slideRole: 'слайд',
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    pause: 'Остановить автопрокрутку',
    play: 'Возобновить автопрокрутку',
    slide: (index: number, total: number, label: string) => `${index} из ${total}: ${label}`,
    goTo: (index: number) => `Слайд ${index}`,
  },
  featured: {
    title: 'Рекомендуемые объявления',
    subtitle: 'VIP и новые объявления о продаже',
    all: 'Все объявления',
    failed: 'Не удалось загрузить рекомендуемые объявления.',
    empty: 'Рекомендуемых объявлений пока нет.',
  },
  entry: {
    title: 'Что вы ищете?',
    buyTitle: 'Купить',
    buyText: 'Квартиры в новостройках и на вторичном рынке, дома и коммерческая недвижимость.',
    rentTitle: 'Снять',
    rentText: 'Долгосрочная и краткосрочная аренда во всех районах.',
    open: 'Смотреть объявления',
  },
  sell: {
    title: 'Хотите продать или сдать квартиру?',
    text: 'Разместите объявление за несколько минут — его увидят тысячи покупателей.',
  },
};

export default texts;
