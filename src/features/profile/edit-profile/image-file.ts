/** The largest photo the server takes (10 MB, openapi uploadImage). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type ImageProblem = 'notImage' | 'tooLarge';

/** Why a picked file cannot be a photo, checked before any request; null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
