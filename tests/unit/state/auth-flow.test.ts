// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FLOW_TTL_MS,
  clearAuthFlows,
  clearRegistration,
  heldPassword,
  holdPassword,
  readRegistration,
  readReset,
  saveRegistration,
  saveReset,
} from '../../../src/state/auth-flow';
import { GUEST_DRAFT_KEY, hasGuestDraft } from '../../../src/state/guest-draft';
import { signOut } from '../../../src/state/session';

const contact = { name: 'ნინო', surname: 'ბერიძე', phone: '+995599123456' };
const secret = { password: 'Tbilisi2024', password_confirmation: 'Tbilisi2024' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearAuthFlows();
});
afterEach(() => vi.useRealTimers());

/** Everything the browser keeps at rest, in one string. */
const atRest = () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });

describe('the pending registration', () => {
  it('keeps who registers in sessionStorage for the code step, and the password in memory only', () => {
    saveRegistration({ data: { ...contact, email: 'nino@example.ge' }, codeSentAt: 1700000000000 });
    holdPassword(secret);
    expect(readRegistration()).toEqual({ data: { ...contact, email: 'nino@example.ge' }, codeSentAt: 1700000000000, refused: undefined });
    expect(heldPassword()).toEqual(secret);
    expect(atRest()).not.toContain('Tbilisi2024');
    expect(localStorage.length).toBe(0);
  });

  it('never writes a password handed to it with the data', () => {
    saveRegistration({ data: { ...contact, ...secret }, codeSentAt: 1 });
    expect(atRest()).not.toContain('Tbilisi2024');
    expect(readRegistration()?.data).toEqual(contact);
  });

  it('keeps errors by field for the register form, with their codes to word them by', () => {
    const refused = { result: { phone: ['ეს ნომერი დაკავებულია'] }, codes: { phone: 'phone_taken' } };
    saveRegistration({ data: contact, codeSentAt: 1, refused });
    expect(readRegistration()?.refused).toEqual(refused);
  });

  it('expires after 15 minutes, the password with it', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    saveRegistration({ data: contact, codeSentAt: Date.now() });
    holdPassword(secret);
    vi.advanceTimersByTime(FLOW_TTL_MS - 1000);
    expect(readRegistration()).not.toBeNull();
    vi.advanceTimersByTime(2000);
    expect(heldPassword()).toBeNull();
    expect(readRegistration()).toBeNull();
    expect(sessionStorage.getItem('pending-registration')).toBeNull();
  });

  it('is cleared with its password', () => {
    saveRegistration({ data: contact, codeSentAt: 1 });
    holdPassword(secret);
    clearRegistration();
    expect(readRegistration()).toBeNull();
    expect(heldPassword()).toBeNull();
  });

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('pending-registration', '{not json');
    expect(readRegistration()).toBeNull();
    sessionStorage.setItem('pending-registration', JSON.stringify({ data: { name: 'ნინო' }, expiresAt: Date.now() + 1000 }));
    expect(readRegistration()).toBeNull();
    sessionStorage.setItem('pending-registration', JSON.stringify({ data: contact, codeSentAt: 1 }));
    expect(readRegistration()).toBeNull();
  });
});

describe('the pending password reset', () => {
  it('keeps the scope, the contact and the send time at rest, the checked code in memory only', () => {
    // a fixed clock: the stored expiry's digits must not happen to hold the code's
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') });
    try {
      saveReset({ scope: 'admin', email: 'admin@realt.ge', codeSentAt: 5, code: '4821' });
      expect(readReset()).toEqual({ scope: 'admin', email: 'admin@realt.ge', codeSentAt: 5, code: '4821' });
      expect(atRest()).toContain('admin@realt.ge');
      expect(atRest()).not.toContain('4821');
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs a phone or an email', () => {
    sessionStorage.setItem('pending-reset', JSON.stringify({ scope: 'user', codeSentAt: 5, expiresAt: Date.now() + 1000 }));
    expect(readReset()).toBeNull();
  });

  it('expires after 15 minutes', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    saveReset({ scope: 'user', phone: '+995599123456', codeSentAt: Date.now(), code: '4821' });
    vi.advanceTimersByTime(FLOW_TTL_MS + 1);
    expect(readReset()).toBeNull();
  });
});

describe('sign-out', () => {
  it('forgets every unfinished flow', async () => {
    saveRegistration({ data: contact, codeSentAt: 1 });
    holdPassword(secret);
    saveReset({ scope: 'user', phone: '+995599123456', codeSentAt: 1 });
    signOut();
    // the flows' module loads on sign-out (it is not part of every page's first load)
    await vi.waitFor(() => expect(heldPassword()).toBeNull());
    expect(readRegistration()).toBeNull();
    expect(readReset()).toBeNull();
  });

  it('clearAuthFlows leaves the guest draft alone', () => {
    localStorage.setItem(GUEST_DRAFT_KEY, '{}');
    clearAuthFlows();
    expect(hasGuestDraft()).toBe(true);
  });
});
