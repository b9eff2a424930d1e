// What was typed and not sent yet, kept for this tab (sessionStorage) under what it is for (a
// message to someone, a listing's rejection reason): it survives closing its dialog, another
// conversation or listing opened meanwhile, leaving the page, a reload, and a session that ended
// mid-way (§8 sends the visitor home). Sending it, signing out, or another account signing in
// (draft-owner.ts) removes it.
import { readStored, storedKeys, writeStored } from './storage';

const PREFIX = 'typed-';

export const typedDraft = (key: string): string => readStored(PREFIX + key, 'sessionStorage') ?? '';

/** Keeps the text typed so far ('' removes it). */
export const keepTypedDraft = (key: string, text: string): void => void writeStored(PREFIX + key, text === '' ? null : text, 'sessionStorage');

export function clearTypedDrafts(): void {
  for (const key of storedKeys('sessionStorage')) if (key.startsWith(PREFIX)) writeStored(key, null, 'sessionStorage');
}
