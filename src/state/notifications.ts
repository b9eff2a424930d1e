import { proxy, snapshot } from 'valtio';
import { clientValue } from './client-value';

export type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  text: string;
  action?: { label: string; run: () => void };
}

/** How long a notification stays on screen (§4, §9). */
export const NOTIFICATION_MS = 5000;

export const notifications = proxy<{ items: Notification[] }>({ items: [] });

let nextId = 1;

export function notify(kind: NotificationKind, text: string, action?: Notification['action']): number {
  const id = nextId++;
  notifications.items.push({ id, kind, text, action });
  setTimeout(() => dismiss(id), NOTIFICATION_MS);
  return id;
}

export function dismiss(id: number): void {
  const index = notifications.items.findIndex((item) => item.id === id);
  if (index >= 0) notifications.items.splice(index, 1);
}

const NONE: readonly Notification[] = [];

/** The notifications shown: none in a server's page, so none while it hydrates (React shows them right after). */
export const useNotifications = clientValue(notifications, (store) => snapshot(store).items, NONE);
