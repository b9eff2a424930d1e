// The `state` of a social sign-in: a random one-use value this tab keeps while the provider round
// trip runs, so the return page adopts only a token this tab asked for (a link someone else
// crafted carries no matching state).
import type { operations } from '../../api/schema.gen';
import * as env from '../../config/env';
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

/** Makes a fresh state and keeps it for this tab; a new start replaces an unfinished one. */
export function newSocialState(): string {
  const state = base64url(crypto.getRandomValues(new Uint8Array(BYTES)));
  writeStored(KEY, state, 'sessionStorage');
  return state;
}

/**
 * Whether `returned` is the state this tab stored. The stored state is removed either way: it
 * answers one return only.
 */
export function takeSocialState(returned: string | null): boolean {
  const stored = readStored(KEY, 'sessionStorage');
  writeStored(KEY, null, 'sessionStorage');
  return stored !== null && returned !== null && returned === stored;
}

/** The backend's start call, opened by a full-page navigation (it answers 302 to the provider). */
export function socialStartUrl(provider: SocialProvider, state: string): string {
  return `${env.apiUrl}/api/social/${provider}/redirect?${new URLSearchParams({ state })}`;
}
