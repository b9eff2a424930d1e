import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAuthFlows,
  readRegistration,
  readReset,
  saveRegistration,
  saveReset,
} from '../../../src/state/auth-flow';
import { GUEST_DRAFT_KEY, hasGuestDraft } from '../../../src/state/guest-draft';
import { signOut } from '../../../src/state/session';

const data = { name: 'ნინო', surname: 'ბერიძე', phone: '+995599123456', password: 'Tbilisi2024', password_confirmation: 'Tbilisi2024' };

beforeEach(() => localStorage.clear());

describe('the pending registration', () => {
  it('survives a reload until it is cleared', () => {
    saveRegistration({ data: { ...data, email: 'nino@example.ge' }, codeSentAt: 1700000000000 });
    expect(readRegistration()).toEqual({ data: { ...data, email: 'nino@example.ge' }, codeSentAt: 1700000000000, serverErrors: undefined });
  });

  it('keeps errors by field for the register form', () => {
    saveRegistration({ data, codeSentAt: 1, serverErrors: { phone: ['ეს ნომერი დაკავებულია'] } });
    expect(readRegistration()?.serverErrors).toEqual({ phone: ['ეს ნომერი დაკავებულია'] });
  });

  it('ignores damaged or foreign data', () => {
    localStorage.setItem('pending-registration', '{not json');
    expect(readRegistration()).toBeNull();
    localStorage.setItem('pending-registration', JSON.stringify({ data: { name: 'ნინო' } }));
    expect(readRegistration()).toBeNull();
  });
});

describe('the pending password reset', () => {
  it('keeps the scope, the contact, the send time and the checked code', () => {
    saveReset({ scope: 'admin', email: 'admin@realt.ge', codeSentAt: 5, code: '4821' });
    expect(readReset()).toEqual({ scope: 'admin', email: 'admin@realt.ge', codeSentAt: 5, code: '4821' });
  });

  it('needs a phone or an email', () => {
    localStorage.setItem('pending-reset', JSON.stringify({ scope: 'user', codeSentAt: 5 }));
    expect(readReset()).toBeNull();
  });
});

describe('sign-out', () => {
  it('forgets every unfinished flow', () => {
    saveRegistration({ data, codeSentAt: 1 });
    saveReset({ scope: 'user', phone: '+995599123456', codeSentAt: 1 });
    signOut();
    expect(readRegistration()).toBeNull();
    expect(readReset()).toBeNull();
  });

  it('clearAuthFlows leaves the guest draft alone', () => {
    localStorage.setItem(GUEST_DRAFT_KEY, '{}');
    clearAuthFlows();
    expect(hasGuestDraft()).toBe(true);
  });
});
