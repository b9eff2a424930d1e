// What a guest asked for when Save or Message sent them to sign in, done for them once they are
// signed in and back on that page. Kept for this tab only (sessionStorage) and for a while, and
// set only by the visitor's own press, never read from an address: no link can make anyone save
// a listing or write to someone. A sign-in that lands on another page drops it.
import { useEffect, type RefObject } from 'react';
import { localPath, signInReturning } from '../config/paths';
import { useSession, type User } from './session';
import { readStored, writeStored } from './storage';

export type GuestAction = { kind: 'save'; listing: number } | { kind: 'message'; recipient: number; listing?: number | undefined };

/** How long a press waits for its sign-in. */
export const GUEST_ACTION_TTL_MS = 30 * 60 * 1000;

const KEY = 'guest-action';
const HERE = 'http://realt.invalid';

interface Held {
  action: GuestAction;
  /** the page it was asked on, below the base and the language, with its query */
  at: string;
  expiresAt: number;
}

// what the sign-in that just completed brought back to its page, until that page does it
let ready: Held | null = null;

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

/** Whether two addresses below the base name one page (the same path and query). */
function samePage(a: string, b: string): boolean {
  const [x, y] = [new URL(a, HERE), new URL(b, HERE)];
  return x.pathname === y.pathname && x.search === y.search;
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
  ready = kept && samePage(kept.at, landing) ? kept : null;
}

/** Whether `action` is the one the sign-in just completed came back to this page for; true once only. */
function takeReadyAction(action: GuestAction, now = Date.now()): boolean {
  const here = localPath(window.location.pathname)?.path;
  if (!ready || ready.expiresAt <= now || here === undefined || !samePage(ready.at, here + window.location.search) || !sameAction(ready.action, action)) return false;
  ready = null;
  return true;
}

/**
 * Back from the sign-in `action` sent a guest to, once the user is known: `run` does it, and the
 * page shows `target` where the visitor pressed it (the landing starts at the top), after the
 * address's own scroll.
 */
export function useReadyAction(action: GuestAction, target: RefObject<HTMLElement | null>, run: (user: User) => void): void {
  const { user } = useSession();
  useEffect(() => {
    if (!user || !takeReadyAction(action)) return;
    requestAnimationFrame(() => target.current?.scrollIntoView({ block: 'center' }));
    run(user);
  }, [user]);
}
