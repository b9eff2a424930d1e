// The skeleton's first photos (boot/first-photos.ts) as custom properties on <html>, which React does
// not render: hydration sees the skeleton as rendered.

const PREFIX = '--skeleton-photo-';
const SHOWN = 'skeletonPhotos';

/** Whether the skeleton on the page has photo boxes. */
export const hasPhotoBoxes = (): boolean => document.querySelector('.skeleton__photo') !== null;

/** null: the card keeps its grey box. */
export function showSkeletonPhotos(photos: ReadonlyArray<string | null>): void {
  // a skeleton gone already leaves no photos for another screen's
  if (!photos.some(Boolean) || !hasPhotoBoxes()) return;
  const root = document.documentElement;
  photos.forEach((href, index) => {
    // a CSS string: an address's quotes and backslashes escaped (a URL's href has no line breaks)
    if (href) root.style.setProperty(`${PREFIX}${index + 1}`, `url(${JSON.stringify(new URL(href, document.baseURI).href)})`);
  });
  root.dataset[SHOWN] = '';
}

/** Once their skeleton has gone: another screen's shows none. */
export function forgetSkeletonPhotos(): void {
  const root = document.documentElement;
  if (!(SHOWN in root.dataset)) return;
  for (const name of [...root.style]) if (name.startsWith(PREFIX)) root.style.removeProperty(name);
  delete root.dataset[SHOWN];
}
