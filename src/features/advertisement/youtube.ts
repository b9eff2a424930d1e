// §5: a video link must be a YouTube link with an 11-character id; the same pattern as the
// contract's AnnouncementForm.video, so the server never sees a link the form let through.
export const YOUTUBE_LINK = /^(https?:\/\/)?(www\.|m\.)?(youtube\.com\/watch\?v=|youtu\.be\/)([A-Za-z0-9_-]{11})([?&#].*)?$/;

/** The video id of a valid link, or null. */
export function youtubeId(link: string): string | null {
  return YOUTUBE_LINK.exec(link.trim())?.[4] ?? null;
}

/** The privacy-enhanced player, loaded only after a click (no request before it). */
export function youtubeEmbed(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
