// Texts of the saved searches: saving one in the catalogue, the profile's list, the header's count.
import type { Widen } from './catalogues';

export const savedSearchesKa = {
  save: 'ძიების შენახვა',
  mine: 'ჩემი ძიებები',
  saveTitle: 'ძიების შენახვა',
  name: 'სახელი',
  nameHint: 'მაქსიმუმ 80 სიმბოლო',
  saveSubmit: 'შენახვა',
  saved: 'ძიება შენახულია',
  savedOnDevice: 'ძიება შენახულია ამ მოწყობილობაზე. შედით ანგარიშზე, რომ ყველგან ნახოთ.',
  deviceFull: (max: number) => `ამ მოწყობილობაზე შეიძლება მაქსიმუმ ${max} ძიების შენახვა`,
  renameTitle: 'ძიების გადარქმევა',
  rename: 'გადარქმევა',
  renamed: 'სახელი შეიცვალა',
  open: 'გახსნა',
  remove: 'წაშლა',
  actions: (name: string) => `მოქმედებები: ${name}`,
  removeTitle: 'ძიების წაშლა',
  removeText: (name: string) => `წაიშალოს შენახული ძიება „${name}“?`,
  removed: 'ძიება წაიშალა',
  fresh: (count: number) => `${count} ახალი`,
  freshLabel: (count: number) => `${count} ახალი განცხადება`,
  headerLabel: 'შენახული ძიებები',
  emptyTitle: 'შენახული ძიებები არ გაქვთ',
  emptyText: 'აირჩიეთ ფილტრები კატალოგში და დააჭირეთ „ძიების შენახვა“ — აქ ნახავთ, რამდენი ახალი განცხადება დაემატა.',
  browse: 'კატალოგზე გადასვლა',
  deviceTitle: 'ამ მოწყობილობაზე შენახული ძიებები',
  deviceEmpty: 'ამ მოწყობილობაზე ძიება ჯერ არ შეგინახავთ.',
  uploadTitle: 'შენახული ძიებები',
  uploadText: (count: number) => `ამ მოწყობილობაზე შენახულია ${count} ძიება — შევინახოთ ისინი თქვენს ანგარიშზე?`,
  upload: 'ანგარიშზე შენახვა',
  notNow: 'ახლა არა',
  uploaded: (count: number) => `${count} ძიება შენახულია თქვენს ანგარიშზე`,
  summary: {
    kindOf: (kinds: string) => kinds,
    bedrooms: (list: string) => `${list} საძინებელი`,
    rooms: (list: string) => `${list} ოთახი`,
    districts: (count: number) => `${count} უბანი`,
    from: (value: string) => `${value}-დან`,
    upTo: (value: string) => `${value}-მდე`,
    area: 'რუკაზე მონიშნული არე',
    more: (count: number) => `+${count} ფილტრი`,
  },
} as const;

export type SavedSearchesTexts = Widen<typeof savedSearchesKa>;
export default savedSearchesKa;
