// The one check of an image picked for upload (listing photos, avatars, banners): JPEG, PNG or
// WebP of at most 10 MB. The browser's MIME type comes from the file name, so the file's first
// bytes must say the same before it is sent.

/** The largest image the server takes (10 MB in the contract: listing photos, avatars, banners). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The `accept` of a file input that takes images. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'notImage' | 'tooLarge';

/** Why a picked file cannot be uploaded, by its MIME type and size; null when those allow it. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!IMAGE_TYPES.some((type) => type === file.type)) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

// the signatures of the accepted formats; null matches any byte (the RIFF chunk size of WebP)
const SIGNATURES: ReadonlyArray<ReadonlyArray<number | null>> = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

/** Whether the bytes begin like a JPEG, PNG or WebP file. */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.length <= bytes.length && signature.every((byte, at) => byte === null || bytes[at] === byte));
}

/** The full check before an upload: MIME type, size, then the file's first bytes. */
export async function imageFileProblem(file: Blob): Promise<ImageProblem | null> {
  const problem = imageProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return hasImageSignature(head) ? null : 'notImage';
}
