// The first photos of the list a private page's early calls bring: shown in the skeleton, and preloaded.
import { hasPhotoBoxes, showSkeletonPhotos } from '../app/skeleton-photos';
import { preloadPhotos, priorityPhotos, type CardPhoto } from '../ui/listing-card/priority';
import type { EarlyCall } from './handoff';

const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, name) : null);

/** The cards of a page of listings (`result.data`). */
function cardsOf(answer: unknown): CardPhoto[] {
  const data = field(field(answer, 'result'), 'data');
  if (!Array.isArray(data)) return [];
  return data.map((card: unknown) => {
    const image = field(field(card, 'main_photo'), 'image');
    return { main_photo: typeof image === 'string' ? { image } : null };
  });
}

/**
 * Settles once the first photos the calls' answers name have loaded or failed: at once for none,
 * and once parsed for a skeleton without photo boxes, whose code need not wait for its data.
 */
export function firstPhotos(calls: EarlyCall[]): Promise<void> {
  // the photos are the first address's: a visitor gone on meanwhile sees another screen's skeleton
  const firstAddress = location.href;
  // this runs in the head: the skeleton is there once the document is parsed
  const parsed = new Promise((done) => (document.readyState === 'loading' ? addEventListener('DOMContentLoaded', done, { once: true }) : done(null)));
  const loaded = calls.map((call) =>
    call.response
      // a copy: the body is the client's to read
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((answer: unknown) => {
        const photos = priorityPhotos(cardsOf(answer));
        void parsed.then(() => {
          if (location.href === firstAddress) showSkeletonPhotos(photos);
        });
        return preloadPhotos(photos);
      })
      // the client sends a failed call again and tells (api/early.ts)
      .catch(() => undefined),
  );
  const noBoxes = parsed.then(() => (hasPhotoBoxes() ? new Promise<void>(() => undefined) : undefined));
  return Promise.race([Promise.all(loaded).then(() => undefined), noBoxes]);
}
