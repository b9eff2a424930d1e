// Russian texts of the desktop shell.
import type { DesktopTexts } from './texts.ka';

const plural = new Intl.PluralRules('ru-RU');

// counts are whole numbers, so 'other' (fractions) never comes up; it falls back to the 'many' form
const newListings: Partial<Record<Intl.LDMLPluralRule, string>> & { many: string } = {
  one: 'новое объявление ожидает модерации',
  few: 'новых объявления ожидают модерации',
  many: 'новых объявлений ожидают модерации',
};

export const desktopRu: DesktopTexts = {
  appName: 'Realt',
  titleWithCount: (count) => `Realt — на модерации: ${count}`,
  newListings: {
    title: 'Новые объявления на модерации',
    body: (added, total) => `${added} ${newListings[plural.select(added)] ?? newListings.many} (всего ${total})`,
  },
  menu: {
    back: 'Назад',
    forward: 'Вперёд',
    edit: 'Правка',
    view: 'Вид',
    reload: 'Перезагрузить',
    resetZoom: 'Фактический размер',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    devTools: 'Инструменты разработчика',
  },
  badSettings: 'Неверный параметр Realt',
  leave: {
    title: 'Уйти без сохранения?',
    text: 'Введённые в форму данные будут потеряны.',
    leave: 'Уйти',
    stay: 'Остаться',
  },
};
