// English texts of the desktop shell.
import type { DesktopTexts } from './texts.ka';

const plural = new Intl.PluralRules('en-US');

export const desktopEn: DesktopTexts = {
  appName: 'Realt',
  titleWithCount: (count) => `Realt — awaiting moderation: ${count}`,
  newListings: {
    title: 'New listings awaiting moderation',
    body: (added, total) =>
      plural.select(added) === 'one'
        ? `${added} new listing is awaiting moderation (${total} in total)`
        : `${added} new listings are awaiting moderation (${total} in total)`,
  },
  menu: {
    back: 'Back',
    forward: 'Forward',
    edit: 'Edit',
    view: 'View',
    reload: 'Reload',
    resetZoom: 'Actual size',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    devTools: 'Developer tools',
  },
  badSettings: 'Invalid Realt setting',
  leave: {
    title: 'Leave without saving?',
    text: 'What you have entered in this form will be lost.',
    leave: 'Leave',
    stay: 'Stay',
  },
};
