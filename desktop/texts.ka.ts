// Georgian texts of the desktop shell (menu, window title, notifications, start-up errors). Their
// widened type is what the English and Russian catalogues must fill, so a missing text fails tsc.
export const desktopKa = {
  appName: 'Realt',
  titleWithCount: (count: number) => `Realt — მოდერაციაზე: ${count}`,
  newListings: {
    title: 'ახალი განცხადებები მოდერაციაზე',
    body: (added: number, total: number) => `${added} ახალი განცხადება ელოდება მოდერაციას (სულ ${total})`,
  },
  menu: {
    back: 'უკან',
    forward: 'წინ',
    edit: 'რედაქტირება',
    view: 'ხედი',
    reload: 'გადატვირთვა',
    resetZoom: 'საწყისი ზომა',
    zoomIn: 'გადიდება',
    zoomOut: 'დაპატარავება',
    devTools: 'დეველოპერის ხელსაწყოები',
  },
  badSettings: 'Realt-ის პარამეტრი არასწორია',
  // the page's question before a close or reload loses a form's unsaved values
  leave: {
    title: 'გასვლა შენახვის გარეშე?',
    text: 'ფორმაში შეყვანილი მონაცემები დაიკარგება.',
    leave: 'გასვლა',
    stay: 'დარჩენა',
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> };

export type DesktopTexts = Widen<typeof desktopKa>;
