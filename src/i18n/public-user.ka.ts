// Texts of a user's public page /realt/user/{id} (§2).
import type { Widen } from './catalogues';

export const publicUserKa = {
  listings: 'აქტიური განცხადებები',
  count: (n: number) => `${n} აქტიური განცხადება`,
  emptyTitle: 'აქტიური განცხადებები არ არის',
  emptyText: 'ამ მომხმარებელს ამჟამად აქტიური განცხადება არ აქვს.',
  notFoundTitle: 'მომხმარებელი ვერ მოიძებნა',
  notFoundText: 'ასეთი მომხმარებელი არ არსებობს ან მისი გვერდი დახურულია.',
  failedTitle: 'გვერდი ვერ ჩაიტვირთა',
  failedText: 'სცადეთ თავიდან რამდენიმე წამში.',
  toCatalog: 'განცხადებების ნახვა',
} as const;

export type PublicUserTexts = Widen<typeof publicUserKa>;
export default publicUserKa;
