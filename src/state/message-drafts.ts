// What was typed to someone and not sent yet, kept for this tab (sessionStorage): it survives
// another conversation opened meanwhile, leaving the page, a reload, and a session that ended
// mid-message (§8 sends the visitor home). Sending it, or signing out, removes it.
import { readStored, storedKeys, writeStored } from './storage';

const PREFIX = 'message-draft-';

// one draft per recipient, and per listing when the message is about one
const keyOf = (recipientId: number, announcementId?: number) => `${PREFIX}${recipientId}${announcementId ? `-${announcementId}` : ''}`;

export const messageDraft = (recipientId: number, announcementId?: number): string => readStored(keyOf(recipientId, announcementId), 'sessionStorage') ?? '';

/** Keeps the text typed so far ('' removes it). */
export const keepMessageDraft = (text: string, recipientId: number, announcementId?: number): void =>
  void writeStored(keyOf(recipientId, announcementId), text === '' ? null : text, 'sessionStorage');

export function clearMessageDrafts(): void {
  for (const key of storedKeys('sessionStorage')) if (key.startsWith(PREFIX)) writeStored(key, null, 'sessionStorage');
}
