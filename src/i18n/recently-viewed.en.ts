// NOT YET TRANSLATED: a copy of the Georgian texts.
import type { RecentlyViewedTexts } from './recently-viewed.ka';

const texts: RecentlyViewedTexts = {
  title: 'ბოლოს ნანახი',
  subtitle: 'განცხადებები, რომლებიც ამ მოწყობილობაზე გახსენით',
  clear: 'გასუფთავება',
  emptyTitle: 'ჯერ არცერთი განცხადება არ გინახავთ',
  emptyText: 'ამ მოწყობილობაზე გახსნილი ბოლო 20 განცხადება აქ გამოჩნდება.',
  browse: 'განცხადებების ნახვა',
};

export default texts;
