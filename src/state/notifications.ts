import { proxy, snapshot } from 'valtio';
import type { Quote } from '../ui/user-words/quote';
import { clientValue } from './client-value';

export type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** a quote's words (a listing's title) carry their own language where shown */
  text: string | Quote;
  action?: { label: string; run: () => void };
}

/** How long a notification stays on screen (§4, §9). */
export const NOTIFICATION_MS = 5000;

export const notifications = proxy<{ items: Notification[] }>({ items: [] });

let nextId = 1;
// each shown notification's way off the screen, none while it is held
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const sameText = (one: string | Quote, other: string | Quote) => JSON.stringify(one) === JSON.stringify(other);

export function notify(kind: NotificationKind, text: string | Quote, action?: Notification['action']): number {
  // one the same as a notification shown, neither offering anything to do, takes its place (a press
  // repeated: told again, not stacked), or is not added while that one is held (pointed at, focused:
  // being read); a confirmation takes the place of one before it that offers nothing to do (a
  // moderator's run of approvals), never of one held. One with an action (an undo) is its own
  const same = (shown: Notification) => !action && !shown.action && shown.kind === kind && sameText(shown.text, text);
  const held = notifications.items.find((shown) => same(shown) && !timers.has(shown.id));
  if (held) return held.id;
  const replaced = (shown: Notification) => timers.has(shown.id) && (same(shown) || (kind === 'success' && !action && shown.kind === 'success' && !shown.action));
  for (const item of notifications.items.filter(replaced)) dismiss(item.id);
  const id = nextId++;
  notifications.items.push({ id, kind, text, action });
  release(id);
  return id;
}

export function dismiss(id: number): void {
  hold(id);
  const index = notifications.items.findIndex((item) => item.id === id);
  if (index >= 0) notifications.items.splice(index, 1);
}

/** Keeps a notification on screen while it is being read or used (pointed at, focused): WCAG 2.2.1. */
export function hold(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Lets a held notification go, its full time from now. */
export function release(id: number): void {
  hold(id);
  if (notifications.items.some((item) => item.id === id)) timers.set(id, setTimeout(() => dismiss(id), NOTIFICATION_MS));
}

const NONE: readonly Notification[] = [];

/** The notifications shown: none in a server's page, so none while it hydrates (React shows them right after). */
export const useNotifications = clientValue(notifications, (store) => snapshot(store).items, NONE);
