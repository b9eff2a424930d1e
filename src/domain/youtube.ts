// YouTube video links (§5: an 11-character video id).

/** What the listing form accepts: the same pattern as the contract's AnnouncementForm.video, so
 * the server never sees a link the form let through. */
export const YOUTUBE_LINK = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#&]*&)*v=|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/;

/** The video id of a link the form accepts, or null. */
export function youtubeId(link: string): string | null {
  return YOUTUBE_LINK.exec(link.trim())?.[1] ?? null;
}

/** The video id in a saved listing's link, read leniently (watch, youtu.be, embed or shorts): a
 * listing may come from elsewhere than this form. */
export function findYoutubeId(url: string | null): string | null {
  if (!url) return null;
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(url);
  return match?.[1] ?? null;
}

/** The privacy-enhanced player, loaded only after a click (no request before it). */
export function youtubeEmbed(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
