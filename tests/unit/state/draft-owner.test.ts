// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { userQuery } from '../../../src/api/user';
import { claimDrafts, claimDraftsOnSignIn, dropDrafts } from '../../../src/state/draft-owner';
import { GUEST_DRAFT_KEY } from '../../../src/state/guest-draft';
import { keepTypedDraft, typedDraft } from '../../../src/state/typed-drafts';
import { aUser } from '../user';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const moderator = aUser({ id: 2, role: 2, phone: '+995577001123', email: 'moderator@realt.ge' });

// what one account typed and left when its session ended without a sign-out
function typedByTheLastAccount() {
  keepTypedDraft('debit-17', '{"amount":"90","reason":"clawback"}');
  localStorage.setItem('edit-draft-listing-101', '{"title":"ბინა ვაკეში"}');
  localStorage.setItem(GUEST_DRAFT_KEY, '{"title":"ბინა საბურთალოზე"}');
}

describe('drafts are their account’s', () => {
  it('stay for the same account signing in again', () => {
    claimDrafts(1);
    typedByTheLastAccount();
    claimDrafts(1);
    expect(typedDraft('debit-17')).not.toBe('');
    expect(localStorage.getItem('edit-draft-listing-101')).not.toBeNull();
  });

  it('go when another account signs in on the device', () => {
    claimDrafts(1);
    typedByTheLastAccount();
    claimDrafts(2);
    expect(typedDraft('debit-17')).toBe('');
    expect(localStorage.getItem('edit-draft-listing-101')).toBeNull();
    expect(localStorage.getItem(GUEST_DRAFT_KEY)).toBeNull();
    // and the next one's stay with it
    keepTypedDraft('credit-17', '{"amount":"5"}');
    claimDrafts(2);
    expect(typedDraft('credit-17')).not.toBe('');
  });

  it('go with their owner at a sign-out: a guest’s typed next are theirs when they sign in', () => {
    claimDrafts(1);
    typedByTheLastAccount();
    dropDrafts();
    expect(localStorage.getItem('edit-draft-listing-101')).toBeNull();
    localStorage.setItem(GUEST_DRAFT_KEY, '{"title":"ბინა დიდუბეში"}');
    claimDrafts(2);
    expect(localStorage.getItem(GUEST_DRAFT_KEY)).toBe('{"title":"ბინა დიდუბეში"}');
  });

  it('are claimed as the client reads the signed-in user, before any screen shows them', () => {
    const client = new QueryClient();
    const stop = claimDraftsOnSignIn(client);
    claimDrafts(1);
    typedByTheLastAccount();
    client.setQueryData(userQuery().queryKey, { result: moderator });
    expect(typedDraft('debit-17')).toBe('');
    stop();
  });
});
