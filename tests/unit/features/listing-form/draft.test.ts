// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft, type Draft } from '../../../../src/features/listing-form/draft';
import { draftKey } from '../../../../src/state/listing-drafts';
import { emptyValues } from '../../../../src/features/listing-form/listing-values';
import { GUEST_DRAFT_KEY, hasGuestDraft } from '../../../../src/state/guest-draft';

const draft: Draft = {
  step: 4,
  reached: 5,
  values: { ...emptyValues(), address: 'ვაჟა-ფშაველას გამზირი', features: ['1', '6'], photos: [{ key: 'w', image: '', description: 2, main: true, pending: true }] },
  basket: { days: { vip: '10' }, telegram: true },
  withBalance: 0,
};

beforeEach(() => localStorage.clear());

describe('the listing form draft', () => {
  it('the create form keeps its draft under the guest-draft key, so sign-in comes back to it', () => {
    expect(draftKey()).toBe(GUEST_DRAFT_KEY);
    saveDraft(draftKey(), draft);
    expect(hasGuestDraft()).toBe(true);
  });

  it('an edit form keeps a draft per listing', () => {
    expect(draftKey(101)).toBe('edit-draft-listing-101');
    saveDraft(draftKey(101), draft);
    expect(hasGuestDraft()).toBe(false);
    expect(loadDraft(draftKey(101))).toEqual(draft);
  });

  it('comes back whole: step, values, photos waiting for sign-in, the basket and how to pay', () => {
    saveDraft(draftKey(), draft);
    expect(loadDraft(draftKey())).toEqual(draft);
  });

  it('reaches at least its step: a draft from before it kept how far it reached, or a broken value, reaches its step', () => {
    localStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ step: 3, values: {} }));
    expect(loadDraft(GUEST_DRAFT_KEY)?.reached).toBe(3);
    localStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ step: 3, reached: 2, values: {} }));
    expect(loadDraft(GUEST_DRAFT_KEY)?.reached).toBe(3);
    localStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ step: 3, reached: 7, values: {} }));
    expect(loadDraft(GUEST_DRAFT_KEY)?.reached).toBe(3);
    localStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ step: 1, reached: 4, values: {} }));
    expect(loadDraft(GUEST_DRAFT_KEY)?.reached).toBe(4);
  });

  it('is gone after a save', () => {
    saveDraft(draftKey(), draft);
    clearDraft(draftKey());
    expect(loadDraft(draftKey())).toBeNull();
    expect(hasGuestDraft()).toBe(false);
  });

  it('an unreadable or foreign value is no draft; missing parts get their defaults', () => {
    localStorage.setItem(GUEST_DRAFT_KEY, '{not json');
    expect(loadDraft(GUEST_DRAFT_KEY)).toBeNull();
    localStorage.setItem(GUEST_DRAFT_KEY, '"text"');
    expect(loadDraft(GUEST_DRAFT_KEY)).toBeNull();
    localStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ step: 9, values: { title: 'ბინა' }, basket: { days: { gold: '3' } } }));
    expect(loadDraft(GUEST_DRAFT_KEY)).toEqual({
      step: 1,
      reached: 1,
      values: { ...emptyValues(), adType: '', flatObjects: '', title: 'ბინა' },
      basket: { days: {}, telegram: false },
      withBalance: 1,
    });
  });
});
