// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { ControlsTexts } from './controls.ka';

const texts: ControlsTexts = {
  // the shared form fields (src/ui/form)
  form: {
    optional: 'არასავალდებულო',
    showPassword: 'პაროლის ჩვენება',
    phonePrefix: 'ქვეყნის კოდი +995',
    chars: (n: number, max: number) => `${n} / ${max}`,
  },
  pager: {
    label: 'გვერდები',
    previous: 'წინა',
    next: 'შემდეგი',
    page: (page: number, last: number) => `გვერდი ${page} / ${last}`,
  },
  // the shared Select family (§2, §9)
  select: {
    all: 'ყველა',
    none: 'არ არის არჩეული',
    nothingFound: 'ვერაფერი მოიძებნა',
    search: 'ძებნა',
    clear: 'გასუფთავება',
    confirm: 'დადასტურება',
    from: 'დან',
    to: 'მდე',
    selectedCount: (n: number) => `არჩეულია ${n}`,
    remove: (label: string) => `მოხსნა: ${label}`,
    subOptions: (label: string) => `${label}: ქვეკატეგორიები`,
  },
};

export default texts;
