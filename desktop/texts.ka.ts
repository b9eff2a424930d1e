// Georgian texts of the desktop shell (menu, window title, notifications, start-up errors).
export const desktopKa = {
  appName: 'Realt',
  titleWithCount: (count: number) => `Realt — მოდერაციაზე: ${count}`,
  newListings: {
    title: 'ახალი განცხადებები მოდერაციაზე',
    body: (added: number, total: number) => `${added} ახალი განცხადება ელოდება მოდერაციას (სულ ${total})`,
  },
  menu: {
    edit: 'რედაქტირება',
    view: 'ხედი',
    reload: 'გადატვირთვა',
    resetZoom: 'საწყისი ზომა',
    zoomIn: 'გადიდება',
    zoomOut: 'დაპატარავება',
    devTools: 'დეველოპერის ხელსაწყოები',
  },
  badSettings: 'Realt-ის პარამეტრი არასწორია',
} as const;
