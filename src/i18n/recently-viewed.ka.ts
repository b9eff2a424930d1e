// Texts of the recently viewed listings (the main page's strip and the profile screen): apart, so
// they come with those lazy chunks only.
import type { Widen } from './catalogues';

export const recentlyViewedKa = {
  title: 'ბოლოს ნანახი',
  subtitle: 'განცხადებები, რომლებიც ამ მოწყობილობაზე გახსენით',
  clear: 'გასუფთავება',
  emptyTitle: 'ჯერ არცერთი განცხადება არ გინახავთ',
  emptyText: 'ამ მოწყობილობაზე გახსნილი ბოლო 20 განცხადება აქ გამოჩნდება.',
  browse: 'განცხადებების ნახვა',
  cleared: 'ბოლოს ნანახი განცხადებების სია გასუფთავდა',
  undo: 'დაბრუნება',
} as const;

export type RecentlyViewedTexts = Widen<typeof recentlyViewedKa>;
export default recentlyViewedKa;
