// Drafts are their account's. A session that ended without a sign-out (a refused token, another
// tab) leaves what was typed for that account's next sign-in; another account signing in on this
// device drops it first, so no one is offered what someone else typed. A sign-out drops them and
// their owner: what a guest types next is theirs to keep when they sign in.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { userQuery } from '../api/user';
import { clearDrafts } from './listing-drafts';
import { readStored, writeStored } from './storage';
import { clearTypedDrafts } from './typed-drafts';

const OWNER = 'drafts-owner';

/** Every draft on this device goes, and with them their owner. */
export function dropDrafts(): void {
  clearTypedDrafts();
  void clearDrafts();
  writeStored(OWNER, null);
}

/** Whether the drafts on this device have an owner: a sign-out drops it, a session ended otherwise keeps it. */
export const draftsOwned = (): boolean => readStored(OWNER) !== null;

/** The drafts on this device are `userId`'s from now on; another account's go. */
export function claimDrafts(userId: number): void {
  const owner = readStored(OWNER);
  if (owner === String(userId)) return;
  if (owner !== null) dropDrafts();
  writeStored(OWNER, String(userId));
}

/** Claims the drafts for each user the client reads, as it reads them (before the screens render them). */
export function claimDraftsOnSignIn(client: QueryClient): () => void {
  const { queryKey } = userQuery();
  const hash = hashKey(queryKey);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hash) return;
    const id = client.getQueryData(queryKey)?.result.id;
    if (id !== undefined) claimDrafts(id);
  });
}
