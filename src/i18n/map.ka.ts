// Texts of the shared map (src/ui/map): controls, markers and the bundled Tbilisi artwork.
import type { Widen } from './catalogues';

export const mapKa = {
  canvas: 'რუკა: ისრიანი ღილაკები გადააადგილებს, + და − ცვლის მასშტაბს',
  loading: 'რუკა იტვირთება',
  zoomIn: 'გადიდება',
  zoomOut: 'დაპატარავება',
  cluster: (count: number) => `${count} განცხადება ამ ადგილას`,
  area: {
    draw: 'არეალის დახატვა',
    finish: 'არეალის დასრულება',
    cancel: 'ხატვის გაუქმება',
    clear: 'არეალის გასუფთავება',
    addVertex: 'წერტილის დამატება რუკის ცენტრში',
    hint: 'დააწკაპუნეთ რუკაზე წერტილების დასამატებლად. Enter ასრულებს, Escape აუქმებს.',
    vertices: (count: number) => `${count} წერტილი`,
    closeAt: 'პირველი წერტილი: არეალის დასრულება',
  },
  pin: {
    label: 'ადგილი რუკაზე',
    hint: 'დააწკაპუნეთ რუკაზე ან გადაიტანეთ ნიშნული. ზემოთ შეყვანილი ქუჩა და სახლის ნომერი უცვლელი რჩება: ნიშნული მათ არ ცვლის.',
    marker: 'ნიშნული; გადაიტანეთ ადგილის შესაცვლელად',
    atCentre: 'ნიშნულის დასმა რუკის ცენტრში',
  },
  artwork: {
    river: 'მტკვარი',
    // place names drawn on the stylised city map
    areas: {
      vake: 'ვაკე',
      saburtalo: 'საბურთალო',
      dighomi: 'დიღომი',
      gldani: 'გლდანი',
      nadzaladevi: 'ნაძალადევი',
      didube: 'დიდუბე',
      isani: 'ისანი',
      samgori: 'სამგორი',
      mtatsminda: 'მთაწმინდა',
      chughureti: 'ჩუღურეთი',
      lisi: 'ლისი',
    },
  },
} as const;

export type MapTexts = Widen<typeof mapKa>;
export default mapKa;
