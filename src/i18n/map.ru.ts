// Texts of the shared map (src/ui/map) in Russian: controls, markers and the bundled Tbilisi artwork.
import { formatNumber } from '../domain/format';
import type { MapTexts } from './map.ka';
import { plural } from './lang';

const texts: MapTexts = {
  canvas: 'Карта: стрелки сдвигают её, + и − меняют масштаб',
  loading: 'Карта загружается',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  cluster: (count: number) =>
    `${formatNumber(count, 'ru')} ${plural('ru', count, { one: 'объявление', few: 'объявления', many: 'объявлений', other: 'объявления' })} в этом месте`,
  area: {
    draw: 'Нарисовать область',
    finish: 'Завершить область',
    cancel: 'Отменить рисование',
    clear: 'Очистить область',
    addVertex: 'Добавить точку в центре карты',
    hint: 'Нажимайте на карту, чтобы добавить точки. Enter — завершить, Escape — отменить.',
    vertices: (count: number) => `${count} ${plural('ru', count, { one: 'точка', few: 'точки', many: 'точек', other: 'точки' })}`,
    closeAt: 'Первая точка: завершить область',
  },
  pin: {
    label: 'Место на карте',
    hint: 'Нажмите на карту или перетащите метку. Улица и номер дома, введённые выше, останутся как есть: метка их не меняет.',
    marker: 'Метка; перетащите, чтобы изменить место',
    atCentre: 'Поставить метку в центре карты',
  },
  artwork: {
    river: 'Кура',
    // place names drawn on the stylised city map
    areas: {
      vake: 'Ваке',
      saburtalo: 'Сабуртало',
      dighomi: 'Дигоми',
      gldani: 'Глдани',
      nadzaladevi: 'Надзаладеви',
      didube: 'Дидубе',
      isani: 'Исани',
      samgori: 'Самгори',
      mtatsminda: 'Мтацминда',
      chughureti: 'Чугурети',
      lisi: 'Лиси',
    },
  },
};

export default texts;
