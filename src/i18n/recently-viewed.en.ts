// Texts of the recently viewed listings in English (the main page's strip and the profile screen).
import type { RecentlyViewedTexts } from './recently-viewed.ka';

const texts: RecentlyViewedTexts = {
  title: 'Recently viewed',
  subtitle: 'Listings you opened on this device',
  clear: 'Clear',
  emptyTitle: 'You have not viewed any listings yet',
  emptyText: 'The last 20 listings you open on this device will appear here.',
  browse: 'Browse listings',
  cleared: 'Your recently viewed listings are cleared',
  undo: 'Undo',
};

export default texts;
