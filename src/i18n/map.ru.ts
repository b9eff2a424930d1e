// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { MapTexts } from './map.ka';

const texts: MapTexts = {
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
    hint: 'დააწკაპუნეთ რუკაზე ან გადაიტანეთ ნიშნული. მისამართს ქვემოთ ცალკე წერთ: ნიშნული მას არ მიჰყვება.',
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
};

export default texts;
