// What a private page's first script starts before the app's code, with a stored token (src/server/page.ts):
// the first photos of a list its early calls bring (my listings), fetched as soon as the list is
// in and shown in the skeleton's cards, before the app's code, which the page asks for once they
// have loaded: often the page's largest paint.
import { startedCalls } from './api/early';
import { showSkeletonPhotos } from './app/skeleton-photos';
import { EARLY_PHOTOS_EVENT } from './server/markers';
import { priorityPhotos, type CardPhoto } from './ui/listing-card/priority';

/** The cards of an answer that is a page of listings (`result.data`), each with what its photo needs. */
function cardsOf(answer: unknown): CardPhoto[] {
  const result: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'result') : null;
  const data: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'data') : null;
  if (!Array.isArray(data)) return [];
  return data.map((card: unknown) => {
    const photo: unknown = typeof card === 'object' && card !== null ? Reflect.get(card, 'main_photo') : null;
    const image: unknown = typeof photo === 'object' && photo !== null ? Reflect.get(photo, 'image') : null;
    return { main_photo: typeof image === 'string' ? { image } : null };
  });
}

/** Preloads a photo at high priority; settles once it has loaded or failed. */
const preload = (href: string) =>
  new Promise<unknown>((done) => {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', fetchpriority: 'high', href })) link.setAttribute(name, value);
    link.onload = link.onerror = done;
    document.head.append(link);
  });

// the photos are the first address's screen's: a visitor gone on meanwhile sees another skeleton
const firstAddress = location.href;
const photosLoaded = startedCalls().map((call) =>
  call.response
    // a copy: the body is the client's to read
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((answer: unknown) => {
      const photos = priorityPhotos(cardsOf(answer));
      if (location.href === firstAddress) showSkeletonPhotos(photos);
      return Promise.all(photos.flatMap((href) => (href ? [preload(href)] : [])));
    })
    // the client asks again, and tells
    .catch(() => undefined),
);
// the page's code comes next (src/server/page.ts)
void Promise.all(photosLoaded).then(() => dispatchEvent(new Event(EARLY_PHOTOS_EVENT)));
