// Texts of the catalogue pages /realt/catalog/sell and /realt/catalog/rent (§2).
import { formatNumber } from '../domain/format';
import type { Widen } from './catalogues';

export const catalogKa = {
  deal: {
    label: 'გარიგების ტიპი',
    buy: 'ყიდვა',
    rent: 'ქირაობა',
  },
  // the link to the market page of the same deal
  market: 'ფასები უბნების მიხედვით',
  intro: {
    1: 'ბინები, სახლები და კომერციული ფართები გასაყიდად',
    2: 'ბინები, სახლები და კომერციული ფართები ქირით',
  },
  filters: {
    bar: 'ფილტრები',
    more: 'ყველა ფილტრი',
    // the property-kind chip that clears the kind
    anyKind: 'ყველა',
    // sends the filter bar as a form, while the app's code has not run
    submit: 'ძებნა',
    title: 'ფილტრები',
    reset: 'ფილტრების გასუფთავება',
    clear: 'გასუფთავება',
    apply: 'შედეგების ნახვა',
    price: 'ფასი',
    pricePerMonth: 'ფასი თვეში',
    area: 'ფართი',
    areaUnit: 'მ²',
    district: 'უბანი',
    districtsFailed: 'უბნების სია ვერ ჩაიტვირთა',
    proximityPlace: 'ახლოს არის',
    proximityMode: 'როგორ მივიდე',
    anyPlace: 'არ აქვს მნიშვნელობა',
    sectionMain: 'ძირითადი',
    sectionDetails: 'დეტალები',
    sectionComfort: 'კომფორტი',
    loading: 'ფილტრები იტვირთება…',
  },
  results: {
    count: (total: number) => `${formatNumber(total, 'ka')} განცხადება`,
    sort: 'დალაგება',
    view: 'ჩვენება',
    currency: 'ვალუტა',
    // typed in lari while the rate could not be had: the search goes out without its price bounds
    priceUnsent: 'ლარის კურსი ვერ ჩაიტვირთა: ფასის ფილტრი არ გამოიყენება.',
    list: 'სია',
    map: 'რუკა',
    saveSearch: 'ძიების შენახვა',
    /** the search is among the saved ones: a press opens them */
    searchSaved: 'ძიება შენახულია',
    mySearches: 'ჩემი ძიებები',
    loading: 'განცხადებები იტვირთება…',
    // no connection: the search waits for it (the listings shown are the last search's)
    waiting: 'ძიება გაგრძელდება, როგორც კი კავშირი აღდგება',
    emptyTitle: 'ასეთი განცხადება ვერ მოიძებნა',
    emptyText: 'სცადეთ ფილტრების შეცვლა ან გასუფთავება.',
    // the same without any filter set: nothing to clear
    noneTitle: 'განცხადებები ჯერ არ არის',
    noneText: 'შემოიარეთ მოგვიანებით.',
    // a page past the last one: listings were removed after its link was made
    goneTitle: 'ეს გვერდი აღარ არსებობს',
    goneText: 'ამასობაში ზოგიერთი განცხადება მოიხსნა და შედეგები ნაკლებ გვერდზე ეტევა.',
    lastPage: 'ბოლო გვერდზე გადასვლა',
    errorTitle: 'განცხადებები ვერ ჩაიტვირთა',
    errorText: 'თქვენი ფილტრები შენახულია. სცადეთ თავიდან.',
  },
  pages: {
    label: 'გვერდები',
    previous: 'წინა გვერდი',
    next: 'შემდეგი გვერდი',
    page: (n: number) => `გვერდი ${n}`,
  },
  map: {
    label: 'განცხადებები რუკაზე',
    pin: (price: string, title: string) => `${price}, ${title}`,
    closePreview: 'გადახედვის დახურვა',
    hint: 'აირჩიეთ ნიშნული განცხადების სანახავად',
  },
} as const;

export type CatalogTexts = Widen<typeof catalogKa>;
export default catalogKa;
