/** The largest image the server takes (10 MB in the contract: listing photos, avatars, banners). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageProblem = 'notImage' | 'tooLarge';

/** Why a picked file cannot be uploaded as an image, checked before any request; null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
