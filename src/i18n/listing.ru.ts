// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { ListingTexts } from './listing.ka';

const texts: ListingTexts = {
  notFoundTitle: 'განცხადება ვერ მოიძებნა',
  notFoundText: 'განცხადება წაშლილია, დეაქტივირებულია ან ბმული არასწორია.',
  toCatalog: 'განცხადებების ნახვა',
  failedTitle: 'განცხადება ვერ ჩაიტვირთა',
  failedText: 'სცადეთ თავიდან რამდენიმე წამში.',
  breadcrumb: 'ნავიგაცია',
  idLabel: (id: number) => `ID ${id}`,
  views: (count: string) => `${count} ნახვა`,
  published: (date: string) => `დამატებულია ${date}`,
  gallery: {
    label: 'ფოტოები',
    previous: 'წინა ფოტო',
    next: 'შემდეგი ფოტო',
    open: 'სრულ ეკრანზე ნახვა',
    fullTitle: 'ფოტოები',
    counter: (index: number, total: number) => `${index} / ${total}`,
    photo: (index: number) => `ფოტო ${index}`,
    thumb: (index: number, caption: string) => (caption ? `ფოტო ${index}: ${caption}` : `ფოტო ${index}`),
    alt: (title: string, caption: string, index: number) => `${title} — ${caption || `ფოტო ${index}`}`,
  },
  video: {
    title: 'ვიდეო',
    play: 'ვიდეოს ჩართვა',
    note: 'ვიდეო ჩაიტვირთება YouTube-დან ჩართვის შემდეგ.',
    frame: 'განცხადების ვიდეო',
  },
  params: {
    title: 'მახასიათებლები',
    kind: 'ქონების ტიპი',
    area: 'ფართი',
    floor: 'სართული',
    floorOf: (floor: number, total: number | null) => (total ? `${floor} / ${total}` : String(floor)),
    district: 'უბანი',
    address: 'მისამართი',
  },
  features: 'კომფორტი და კომუნიკაციები',
  proximity: {
    title: 'ახლოს',
    minutes: (minutes: number, mode: string) => `${minutes} წთ, ${mode}`,
  },
  description: 'აღწერა',
  advertiser: {
    title: 'განმცხადებელი',
    profile: 'ყველა განცხადება',
  },
  similar: {
    title: 'მსგავსი განცხადებები',
    loading: 'მსგავსი განცხადებები იტვირთება',
  },
  share: {
    label: 'გაზიარება',
    copied: 'ბმული დაკოპირდა',
    failed: 'ბმული ვერ დაკოპირდა',
  },
};

export default texts;
