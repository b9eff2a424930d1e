// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { PublicUserTexts } from './public-user.ka';

const texts: PublicUserTexts = {
  listings: 'აქტიური განცხადებები',
  count: (n: number) => `${n} აქტიური განცხადება`,
  emptyTitle: 'აქტიური განცხადებები არ არის',
  emptyText: 'ამ მომხმარებელს ამჟამად აქტიური განცხადება არ აქვს.',
  notFoundTitle: 'მომხმარებელი ვერ მოიძებნა',
  notFoundText: 'ასეთი მომხმარებელი არ არსებობს ან მისი გვერდი დახურულია.',
  failedTitle: 'გვერდი ვერ ჩაიტვირთა',
  failedText: 'სცადეთ თავიდან რამდენიმე წამში.',
  toCatalog: 'განცხადებების ნახვა',
};

export default texts;
