// The shared controls' texts (form fields, the Select family, the pager): they load with the
// controls, in the screens that use them, not with every page.
import type { Widen } from './catalogues';

export const controlsKa = {
  // the shared form fields (src/ui/form)
  form: {
    optional: 'არასავალდებულო',
    showPassword: 'პაროლის ჩვენება',
    phonePrefix: 'ქვეყნის კოდი +995',
    chars: (n: number, max: number) => `${n} / ${max}`,
    // asked before a form's unsaved values are left (use-leave-guard.ts)
    leaveTitle: 'გასვლა შენახვის გარეშე?',
    leaveText: 'ფორმაში შეყვანილი მონაცემები დაიკარგება.',
    leave: 'გასვლა',
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
    notNumber: 'შეიყვანეთ რიცხვი ციფრებით',
    selectedCount: (n: number) => `არჩეულია ${n}`,
    remove: (label: string) => `მოხსნა: ${label}`,
    subOptions: (label: string) => `${label}: ქვეკატეგორიები`,
  },
} as const;

export type ControlsTexts = Widen<typeof controlsKa>;
export default controlsKa;
