// The `state` of a social sign-in: a random one-use value this tab keeps while the provider round
// trip runs, so the return page adopts only a token this tab asked for (a link someone else
// crafted carries no matching state). Kept with it: where the sign-in started, in which language
// and for which page, since the backend's return address names neither.
import type { operations } from '../../api/schema.gen';
import * as env from '../../config/env';
import { isLang, type Lang } from '../../i18n/lang';
import { readStored, writeStored } from '../../state/storage';

export type SocialProvider = operations['startSocialSignIn']['parameters']['path']['provider'];

const KEY = 'social-sign-in-state';
// 128 bits, the least the contract asks for
const BYTES = 16;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Where a social sign-in started: the page's language, and the private page it is for, if any. */
export interface SocialStart {
  lang: Lang;
  next?: string | undefined;
}

/** Makes a fresh state and keeps it, with where it started, for this tab; a new start replaces an unfinished one. */
export function newSocialState(start: SocialStart): string {
  const state = base64url(crypto.getRandomValues(new Uint8Array(BYTES)));
  writeStored(KEY, JSON.stringify({ state, ...start }), 'sessionStorage');
  return state;
}

function storedStart(): (SocialStart & { state: string }) | null {
  try {
    const kept: unknown = JSON.parse(readStored(KEY, 'sessionStorage') ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const state = 'state' in kept ? kept.state : undefined;
    const lang = 'lang' in kept ? kept.lang : undefined;
    const next = 'next' in kept ? kept.next : undefined;
    if (typeof state !== 'string' || !isLang(lang)) return null;
    return { state, lang, next: typeof next === 'string' ? next : undefined };
  } catch {
    return null;
  }
}

/**
 * Where the sign-in started, when `returned` is the state this tab stored; else null. The stored
 * state is removed either way: it answers one return only.
 */
export function takeSocialState(returned: string | null): SocialStart | null {
  const stored = storedStart();
  writeStored(KEY, null, 'sessionStorage');
  if (stored === null || returned === null || returned !== stored.state) return null;
  return { lang: stored.lang, next: stored.next };
}

/** The backend's start call, opened by a full-page navigation (it answers 302 to the provider). */
export function socialStartUrl(provider: SocialProvider, state: string): string {
  return `${env.apiUrl}/api/social/${provider}/redirect?${new URLSearchParams({ state })}`;
}
