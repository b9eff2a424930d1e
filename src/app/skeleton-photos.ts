// The first photos of a private page's list, brought before the app's code (boot/first-photos.ts),
// shown in the skeleton's cards (app/skeleton.css) while the code arrives. Custom properties on the
// document's element, which React does not render: hydration sees the skeleton as rendered.

const PREFIX = '--skeleton-photo-';
const SHOWN = 'skeletonPhotos';

/** Shows each card's photo (null: the card keeps its grey box) in the skeleton on the page, if one is. */
export function showSkeletonPhotos(photos: ReadonlyArray<string | null>): void {
  // a skeleton gone already (the app was quicker) leaves no photos for a later one, another screen's
  if (!photos.some(Boolean) || !document.querySelector('.skeleton__photo')) return;
  const root = document.documentElement;
  photos.forEach((href, index) => {
    // a CSS string: an address's quotes and backslashes escaped (a URL's href has no line breaks)
    if (href) root.style.setProperty(`${PREFIX}${index + 1}`, `url(${JSON.stringify(new URL(href, document.baseURI).href)})`);
  });
  root.dataset[SHOWN] = '';
}

/** Once the skeleton that showed them has gone: a later skeleton (another screen's) shows none. */
export function forgetSkeletonPhotos(): void {
  const root = document.documentElement;
  if (!(SHOWN in root.dataset)) return;
  for (const name of [...root.style]) if (name.startsWith(PREFIX)) root.style.removeProperty(name);
  delete root.dataset[SHOWN];
}
