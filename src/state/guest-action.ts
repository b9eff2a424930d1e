// What a guest asked for when Save or Message sent them to sign in, done for them once they are
// signed in and back on that page. Kept for this tab only (sessionStorage) and for a while, and
// set only by the visitor's own press, never read from an address: no link can make anyone save
// a listing or write to someone. A sign-in that lands on another page drops it, and so does
// leaving the page it lands on (guest-action-ready.ts): it is never done on a later visit.
import { useEffect, type RefObject } from 'react';
import { localPath, signInReturning } from '../config/paths';
import { holdReady, samePage, takeReady, type GuestAction, type Held } from './guest-action-ready';
import { useSession, type User } from './session';
import { readStored, writeStored } from './storage';

/** How long a press waits for its sign-in. */
export const GUEST_ACTION_TTL_MS = 30 * 60 * 1000;

const KEY = 'guest-action';
const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

function actionOf(value: unknown): GuestAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const kind: unknown = Reflect.get(value, 'kind');
  const listing = number(Reflect.get(value, 'listing'));
  const recipient = number(Reflect.get(value, 'recipient'));
  if (kind === 'save' && listing !== undefined) return { kind, listing };
  if (kind === 'message' && recipient !== undefined) return { kind, recipient, listing };
  return null;
}

function held(now: number): Held | null {
  try {
    const value: unknown = JSON.parse(readStored(KEY, 'sessionStorage') ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const action = actionOf(Reflect.get(value, 'action'));
    const at: unknown = Reflect.get(value, 'at');
    const expiresAt: unknown = Reflect.get(value, 'expiresAt');
    if (!action || typeof at !== 'string' || typeof expiresAt !== 'number' || expiresAt <= now) return null;
    return { action, at, expiresAt };
  } catch {
    return null;
  }
}

const sameAction = (a: GuestAction, b: GuestAction): boolean =>
  a.kind === 'save' ? b.kind === 'save' && a.listing === b.listing : b.kind === 'message' && a.recipient === b.recipient && a.listing === b.listing;

/** Keeps `action`, asked on this page, for the sign-in it leads to, and gives that sign-in's address. */
export function signInFor(action: GuestAction, now = Date.now()): string {
  const here = localPath(window.location.pathname)?.path;
  const kept: Held | null = here === undefined ? null : { action, at: here + window.location.search, expiresAt: now + GUEST_ACTION_TTL_MS };
  writeStored(KEY, kept && JSON.stringify(kept), 'sessionStorage');
  return signInReturning(window.location.pathname, window.location.search);
}

/** What a sign-in returning to `next` was asked for, to say why it is asked; null on the server and while hydrating. */
export function reasonFor(next: string | undefined, now = Date.now()): GuestAction['kind'] | null {
  const kept = held(now);
  return kept && next !== undefined && samePage(kept.at, next) ? kept.action.kind : null;
}

/** A sign-in has completed and lands on `landing`: the action kept for that page is made ready for it, any other dropped. */
export function readyGuestAction(landing: string, now = Date.now()): void {
  const kept = held(now);
  writeStored(KEY, null, 'sessionStorage');
  holdReady(kept && samePage(kept.at, landing) ? kept : null);
}

/**
 * Back from the sign-in `action` sent a guest to, once the user is known: `run` does it, and the
 * page shows `target` where the visitor pressed it (the landing starts at the top), after the
 * address's own scroll.
 */
export function useReadyAction(action: GuestAction, target: RefObject<HTMLElement | null>, run: (user: User) => void): void {
  const { user } = useSession();
  useEffect(() => {
    if (!user || !takeReady((ready) => sameAction(ready, action))) return;
    requestAnimationFrame(() => target.current?.scrollIntoView({ block: 'center' }));
    run(user);
  }, [user]);
}
