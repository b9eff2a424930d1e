import { youtubeId } from '../../../domain/youtube';

/**
 * The address to open a listing's video at: only a link that passes the YouTube rule of the
 * listing form, rebuilt from its video id, so whatever else was stored never becomes an href.
 */
export function videoLink(video: string | null): string | null {
  const id = video ? youtubeId(video) : null;
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}
