// Texts of the saved searches in Russian: saving one in the catalogue, the profile's list, the header's count.
import { formatNumber } from '../domain/format';
import type { SavedSearchesTexts } from './saved-searches.ka';
import { plural } from './lang';

const count = (n: number, one: string, few: string, many: string) => `${formatNumber(n, 'ru')} ${plural('ru', n, { one, few, many, other: few })}`;

const texts: SavedSearchesTexts = {
  save: 'Сохранить поиск',
  mine: 'Мои поиски',
  saveTitle: 'Сохранить поиск',
  name: 'Название',
  nameHint: 'Не более 80 символов',
  saveSubmit: 'Сохранить',
  saved: 'Поиск сохранён',
  savedOnDevice: 'Поиск сохранён на этом устройстве. Войдите, чтобы он был доступен на всех устройствах.',
  // "не более" takes the genitive: 1 поиска, 2 and 5 поисков
  deviceFull: (max: number) => `На этом устройстве можно сохранить не более ${count(max, 'поиска', 'поисков', 'поисков')}`,
  renameTitle: 'Переименовать поиск',
  rename: 'Переименовать',
  renamed: 'Название изменено',
  open: 'Открыть',
  remove: 'Удалить',
  actions: (name: string) => `Действия: ${name}`,
  removeTitle: 'Удаление поиска',
  removeText: (name: string) => `Удалить сохранённый поиск «${name}»?`,
  removed: 'Поиск удалён',
  fresh: (n: number) => count(n, 'новое', 'новых', 'новых'),
  freshLabel: (n: number) => count(n, 'новое объявление', 'новых объявления', 'новых объявлений'),
  headerLabel: 'Сохранённые поиски',
  emptyTitle: 'У вас нет сохранённых поисков',
  emptyText: 'Выберите фильтры в каталоге и нажмите «Сохранить поиск»: здесь будет видно, сколько новых объявлений появилось.',
  browse: 'Перейти в каталог',
  deviceTitle: 'Поиски, сохранённые на этом устройстве',
  deviceEmpty: 'Вы пока не сохранили ни одного поиска на этом устройстве.',
  uploadTitle: 'Сохранённые поиски',
  uploadText: (n: number) => {
    const saved = plural('ru', n, { one: 'сохранён', other: 'сохранено' });
    return `На этом устройстве ${saved} ${count(n, 'поиск', 'поиска', 'поисков')}. Перенести в ваш аккаунт?`;
  },
  upload: 'Перенести в аккаунт',
  notNow: 'Не сейчас',
  uploaded: (n: number) => {
    const saved = plural('ru', n, { one: 'сохранён', few: 'сохранены', other: 'сохранено' });
    return `${count(n, 'поиск', 'поиска', 'поисков')} ${saved} в вашем аккаунте`;
  },
  summary: {
    kindOf: (kinds: string) => kinds,
    bedrooms: (list: string) => `спален: ${list}`,
    rooms: (list: string) => `комнат: ${list}`,
    districts: (n: number) => count(n, 'район', 'района', 'районов'),
    from: (value: string) => `от ${value}`,
    upTo: (value: string) => `до ${value}`,
    area: 'область на карте',
    more: (n: number) => `+${count(n, 'фильтр', 'фильтра', 'фильтров')}`,
  },
};

export default texts;
