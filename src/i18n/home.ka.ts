// Texts of the main page (§2 MainPage).
import type { Widen } from './catalogues';

export const homeKa = {
  hero: {
    title: 'იპოვე შენი ახალი სახლი',
    subtitle: 'ათასობით ბინა, სახლი და კომერციული ფართი თბილისსა და მთელ საქართველოში.',
    searchLabel: 'განცხადებების ძებნა',
    deal: 'გარიგება',
    kind: 'ქონების ტიპი',
    anyKind: 'ნებისმიერი',
    submit: 'ძებნა',
  },
  banners: {
    label: 'აქციები და სიახლეები',
    carousel: 'კარუსელი',
    slideRole: 'სლაიდი',
    previous: 'წინა სლაიდი',
    next: 'შემდეგი სლაიდი',
    pause: 'ავტომატური გადართვის შეჩერება',
    play: 'ავტომატური გადართვის გაგრძელება',
    slide: (index: number, total: number, label: string) => `${index} / ${total}: ${label}`,
    goTo: (index: number) => `სლაიდი ${index}`,
  },
  featured: {
    title: 'რჩეული განცხადებები',
    subtitle: 'VIP და ახალი განცხადებები გაყიდვაში',
    all: 'ყველა განცხადება',
    failed: 'რჩეული განცხადებები ვერ ჩაიტვირთა.',
    empty: 'ამჟამად რჩეული განცხადებები არ არის.',
  },
  entry: {
    title: 'რას ეძებთ?',
    buyTitle: 'ყიდვა',
    buyText: 'ახალი და ძველი აშენებული ბინები, სახლები და კომერციული ფართები.',
    rentTitle: 'ქირაობა',
    rentText: 'გრძელვადიანი და მოკლევადიანი ქირა ყველა უბანში.',
    open: 'განცხადებების ნახვა',
  },
  sell: {
    title: 'გსურთ ბინის გაყიდვა ან გაქირავება?',
    text: 'დაამატეთ განცხადება რამდენიმე წუთში და მიაწოდეთ ის ათასობით მყიდველს.',
  },
} as const;

export type HomeTexts = Widen<typeof homeKa>;
export default homeKa;
