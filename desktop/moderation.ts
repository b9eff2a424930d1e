// What the moderation count reported by the renderer changes in the shell: the window title, the
// badge, and a notification when listings arrive while the moderator looks elsewhere.
import type { Lang } from '../src/i18n/lang';
import { desktopTexts } from './texts';

export interface ModerationView {
  title: string;
  badge: number;
  notification: { title: string; body: string } | null;
}

/** A count the renderer may report: a non-negative whole number, else null (the message is ignored). */
export function parseCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** `previous` is null until the first report, which never notifies (it is the state at start). */
export function moderationView(previous: number | null, count: number, inBackground: boolean, lang: Lang): ModerationView {
  const added = previous === null ? 0 : count - previous;
  const t = desktopTexts(lang);
  return {
    title: t.titleWithCount(count),
    badge: count,
    notification: added > 0 && inBackground ? { title: t.newListings.title, body: t.newListings.body(added, count) } : null,
  };
}
