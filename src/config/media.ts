import { env } from './env';

/** The URL of an image the API names by path (photos, avatars, banners live on the API host). */
export function mediaUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${env.apiUrl}${path}`;
}
