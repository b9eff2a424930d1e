// The photo list of the listing form, as pure functions: one main photo plus the gallery in the
// order it is shown (§3 main_photo and flat_photos), and which picked files may be uploaded. A new
// main photo whose upload failed waits beside the current one (`failed`) until it is tried again.
import { imageFileProblem } from '../../../domain/image-file';
import { GALLERY_MAX } from '../../../domain/limits';
import type { ListingFormTexts } from '../../../i18n/listing-form.ka';
import type { PhotoEntry } from '../listing-values';

const mainOf = (photos: readonly PhotoEntry[]) => photos.find((photo) => photo.main && !photo.failed) ?? null;
export const galleryOf = (photos: readonly PhotoEntry[]) => photos.filter((photo) => !photo.main);

/**
 * Sorts picked files before any request: anything but a JPEG, PNG or WebP (by type and first
 * bytes) and files over 10 MB are refused by name; beyond `room` free gallery places the rest are
 * refused at once (an 11th photo never uploads). The refusals are worded by `t`.
 */
export async function screenFiles(files: readonly File[], room: number, t: ListingFormTexts['photos']): Promise<{ accepted: File[]; refusals: string[] }> {
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const problem = await imageFileProblem(file);
    if (problem) refusals.push(t[problem](file.name));
    else accepted.push(file);
  }
  if (accepted.length > room) {
    accepted.length = Math.max(room, 0);
    refusals.push(t.tooMany(GALLERY_MAX));
  }
  return { accepted, refusals };
}

/** Moves a gallery photo `delta` places (−1 earlier, +1 later); the main photo stays first. */
export function movePhoto(photos: readonly PhotoEntry[], key: string, delta: number): PhotoEntry[] {
  const gallery = galleryOf(photos);
  const from = gallery.findIndex((photo) => photo.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= gallery.length) return [...photos];
  const [moved] = gallery.splice(from, 1);
  if (moved) gallery.splice(to, 0, moved);
  return [...photos.filter((photo) => photo.main), ...gallery];
}

/** Puts a dragged gallery photo at the place of another one. */
export function dropPhoto(photos: readonly PhotoEntry[], key: string, onKey: string): PhotoEntry[] {
  const gallery = galleryOf(photos);
  const from = gallery.findIndex((photo) => photo.key === key);
  const to = gallery.findIndex((photo) => photo.key === onKey);
  return from < 0 || to < 0 ? [...photos] : movePhoto(photos, key, to - from);
}

/**
 * A gallery photo becomes the main one; the former main photo takes its place in the gallery, and
 * a new main photo that failed to upload gives way (the user chose another one).
 */
export function makeMain(photos: readonly PhotoEntry[], key: string): PhotoEntry[] {
  const chosen = photos.find((photo) => photo.key === key);
  if (!chosen || chosen.main) return [...photos];
  const main = mainOf(photos);
  const gallery = galleryOf(photos).flatMap((photo) => (photo.key !== key ? [photo] : main ? [{ ...main, main: false }] : []));
  return [{ ...chosen, main: true }, ...gallery];
}

export function withoutPhoto(photos: readonly PhotoEntry[], key: string): PhotoEntry[] {
  return photos.filter((photo) => photo.key !== key);
}

export function describePhoto(photos: readonly PhotoEntry[], key: string, description: number): PhotoEntry[] {
  return photos.map((photo) => (photo.key === key ? { ...photo, description } : photo));
}
