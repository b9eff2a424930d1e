// What a private page's start-up starts before the app's code, with a stored token (src/boot/boot.ts):
// the first photos of a list its early calls bring (my listings), fetched as soon as the list is
// in and shown in the skeleton's cards, before the app's code, which the page asks for once they
// have loaded: often the page's largest paint.
import { showSkeletonPhotos } from './app/skeleton-photos';
import { handoff } from './boot/handoff';
import { preloadPhotos, priorityPhotos, type CardPhoto } from './ui/listing-card/priority';

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

// the photos are the first address's screen's: a visitor gone on meanwhile sees another skeleton
const firstAddress = location.href;
const photosLoaded = (handoff().calls ?? []).map((call) =>
  call.response
    // a copy: the body is the client's to read
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((answer: unknown) => {
      const photos = priorityPhotos(cardsOf(answer));
      if (location.href === firstAddress) showSkeletonPhotos(photos);
      return preloadPhotos(photos);
    })
    // the client asks again, and tells
    .catch(() => undefined),
);
// the page's code comes next (src/boot/boot.ts)
void Promise.all(photosLoaded).then(() => handoff().photosLoaded?.());
