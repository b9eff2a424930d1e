// The shared controls' texts (form fields, the Select family, the pager).
import type { ControlsTexts } from './controls.ka';

const texts: ControlsTexts = {
  // the shared form fields (src/ui/form)
  form: {
    optional: 'необязательно',
    showPassword: 'Показать пароль',
    phonePrefix: 'Код страны +995',
    chars: (n: number, max: number) => `${n} / ${max}`,
    leaveTitle: 'Уйти без сохранения?',
    leaveText: 'Введённые в форму данные будут потеряны.',
    leave: 'Уйти',
  },
  pager: {
    label: 'Страницы',
    previous: 'Назад',
    next: 'Вперёд',
    page: (page: number, last: number) => `Страница ${page} из ${last}`,
  },
  // the shared Select family (§2, §9)
  select: {
    all: 'Все',
    none: 'Не выбрано',
    nothingFound: 'Ничего не найдено',
    search: 'Поиск',
    clear: 'Сбросить',
    confirm: 'Применить',
    from: 'От',
    to: 'До',
    notNumber: 'Введите число цифрами',
    selectedCount: (n: number) => `Выбрано: ${n}`,
    remove: (label: string) => `Удалить: ${label}`,
    subOptions: (label: string) => `${label}: подкатегории`,
  },
};

export default texts;
