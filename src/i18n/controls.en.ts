// The shared controls' texts (form fields, the Select family, the pager).
import type { ControlsTexts } from './controls.ka';

const texts: ControlsTexts = {
  // the shared form fields (src/ui/form)
  form: {
    optional: 'optional',
    showPassword: 'Show password',
    phonePrefix: 'Country code +995',
    chars: (n: number, max: number) => `${n} / ${max}`,
    leaveTitle: 'Leave without saving?',
    leaveText: 'What you have entered in this form will be lost.',
    leave: 'Leave',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, last: number) => `Page ${page} of ${last}`,
  },
  // the shared Select family (§2, §9)
  select: {
    all: 'Any',
    none: 'Not selected',
    nothingFound: 'Nothing found',
    search: 'Search',
    clear: 'Clear',
    confirm: 'Apply',
    from: 'From',
    to: 'To',
    notNumber: 'Enter a number in figures',
    selectedCount: (n: number) => `${n} selected`,
    remove: (label: string) => `Remove ${label}`,
    subOptions: (label: string) => `${label}: subcategories`,
  },
};

export default texts;
