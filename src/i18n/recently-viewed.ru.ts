// Texts of the recently viewed listings in Russian (the main page's strip and the profile screen).
import type { RecentlyViewedTexts } from './recently-viewed.ka';

const texts: RecentlyViewedTexts = {
  title: 'Недавно просмотренные',
  subtitle: 'Объявления, которые вы открывали на этом устройстве',
  clear: 'Очистить',
  emptyTitle: 'Вы пока не просматривали объявления',
  emptyText: 'Здесь появятся последние 20 объявлений, открытых на этом устройстве.',
  browse: 'Смотреть объявления',
  cleared: 'Недавно просмотренные очищены',
  undo: 'Вернуть',
};

export default texts;
