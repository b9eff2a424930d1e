import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledServices, canDeactivate, hasPaidService, isStatusAction, ownerActions, targetStatus } from '../../../../src/features/profile/owner-actions';
import type { ListingCard } from '../../../../src/domain/listing';

const card = (overrides: Partial<ListingCard> = {}): ListingCard => ({
  id: 103,
  slug: '2-otaxiani-bina-saburtaloze-103',
  title: '2-ოთახიანი ბინა საბურთალოზე',
  status: 2,
  adType: 2,
  flatObjects: '1',
  flat_cost: 650,
  flat_cost_m: 12,
  address: 'პეკინის გამზირი',
  address_house_number: '19',
  district_id: 2,
  district_name: 'საბურთალო',
  flat_count_bedrooms: 1,
  flat_square: 55,
  main_photo: null,
  tariff: null,
  tariff_end_date: null,
  raise: 0,
  raise_end_date: null,
  color: null,
  color_end_date: null,
  telegram_publication: null,
  user_id: 17,
  lat: 41.72,
  lng: 44.77,
  created_at: '2026-11-03T16:00:00.000000Z',
  ...overrides,
});

// the services below run until 29.11 at the earliest: a day they all run
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('deactivation (any status to 4, §4)', () => {
  it.each([1, 2, 3] as const)('is allowed from status %i without paid services', (status) => {
    expect(canDeactivate(card({ status }))).toBe(true);
    expect(ownerActions(card({ status }))).toContain('deactivate');
  });

  it('is not offered for a listing that is already inactive', () => {
    expect(canDeactivate(card({ status: 4 }))).toBe(false);
    expect(ownerActions(card({ status: 4 }))).not.toContain('deactivate');
  });

  it('refuses deactivation while a paid tariff is active', () => {
    expect(canDeactivate(card({ tariff: 'vip', tariff_end_date: '2026-12-15' }))).toBe(false);
  });

  it('refuses deactivation while the raising service is active', () => {
    expect(canDeactivate(card({ raise: 1, raise_end_date: '2026-11-29' }))).toBe(false);
  });

  it('refuses deactivation while the colouring is active', () => {
    expect(canDeactivate(card({ color: '#F5B700', color_end_date: '2026-12-15' }))).toBe(false);
  });

  it('still lists deactivation when blocked, so the owner learns why', () => {
    expect(ownerActions(card({ tariff: 'super_vip' }))).toContain('deactivate');
  });
});

describe('the other transitions (§4)', () => {
  it('activates only an inactive listing (4 to 2)', () => {
    expect(ownerActions(card({ status: 4 }))).toContain('activate');
    for (const status of [1, 2, 3] as const) expect(ownerActions(card({ status }))).not.toContain('activate');
    expect(targetStatus.activate).toBe(2);
  });

  it('sends only a rejected listing back to moderation (3 to 1)', () => {
    expect(ownerActions(card({ status: 3 }))).toContain('remoderate');
    for (const status of [1, 2, 4] as const) expect(ownerActions(card({ status }))).not.toContain('remoderate');
    expect(targetStatus.remoderate).toBe(1);
  });

  it('deactivation asks for status 4', () => {
    expect(targetStatus.deactivate).toBe(4);
  });

  it('offers edit unless the listing is on moderation', () => {
    expect(ownerActions(card({ status: 1 }))).not.toContain('edit');
    for (const status of [2, 3, 4] as const) expect(ownerActions(card({ status }))).toContain('edit');
  });

  it('always offers delete', () => {
    for (const status of [1, 2, 3, 4] as const) expect(ownerActions(card({ status }))).toContain('delete');
  });
});

describe('tariff actions', () => {
  it('sells a tariff for an active listing only', () => {
    expect(ownerActions(card({ status: 2 }))).toContain('changeTariff');
    for (const status of [1, 3, 4] as const) expect(ownerActions(card({ status }))).not.toContain('changeTariff');
  });

  it('offers cancelling while any paid service is on', () => {
    expect(ownerActions(card())).not.toContain('cancelTariff');
    expect(ownerActions(card({ tariff: 'vip' }))).toContain('cancelTariff');
    expect(ownerActions(card({ raise: 1 }))).toContain('cancelTariff');
    expect(ownerActions(card({ color: '#FFE08A' }))).toContain('cancelTariff');
  });

  it('knows a paid service by tariff, raise or colour', () => {
    expect(hasPaidService(card())).toBe(false);
    expect(hasPaidService(card({ raise: 1 }))).toBe(true);
  });
});

describe('menu order', () => {
  it('lists an active vip listing as edit, change, cancel, deactivate, delete', () => {
    expect(ownerActions(card({ tariff: 'vip', color: '#F5B700' }))).toEqual([
      'edit',
      'changeTariff',
      'cancelTariff',
      'deactivate',
      'delete',
    ]);
  });

  it('tells status actions from the rest', () => {
    expect(isStatusAction('activate')).toBe(true);
    expect(isStatusAction('delete')).toBe(false);
  });
});

describe('what cancelling removes', () => {
  const names = { super_vip: 'Super VIP', vip_plus: 'VIP+', vip: 'VIP', coloring: 'Colour highlight', raising: 'Bump to top' } as const;
  const label = (name: keyof typeof names) => names[name];

  it('names the one service of a listing without a tariff', () => {
    expect(cancelledServices(card({ raise: 1, raise_end_date: '2026-12-01' }), label, 'en')).toBe('Bump to top');
  });

  it('names the tariff and each service, as a list in the language', () => {
    const both = card({ tariff: 'vip', tariff_end_date: '2026-12-01', color: '#fff3c4', color_end_date: '2026-12-01' });
    expect(cancelledServices(both, label, 'en')).toBe('VIP and Colour highlight');
    expect(cancelledServices(both, label, 'ru')).toBe('VIP и Colour highlight');
  });
});

describe('a promotion past its end date (Tbilisi’s calendar, UTC+4)', () => {
  const raised = card({ raise: 1, raise_end_date: '2026-11-29' });
  // 29.11 23:59 and 30.11 00:00 in Tbilisi
  const lastMinute = Date.parse('2026-11-29T19:59:00Z');
  const dayAfter = Date.parse('2026-11-29T20:00:00Z');

  it('no longer blocks deactivation, though its flag is still on', () => {
    expect(canDeactivate(raised, lastMinute)).toBe(false);
    expect(canDeactivate(raised, dayAfter)).toBe(true);
    expect(hasPaidService(raised, dayAfter)).toBe(false);
  });

  it('is not offered for cancelling', () => {
    expect(ownerActions(raised, lastMinute)).toContain('cancelTariff');
    expect(ownerActions(raised, dayAfter)).toEqual(['edit', 'changeTariff', 'deactivate', 'delete']);
  });

  it('reads the clock when none is given', () => {
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    expect(canDeactivate(raised)).toBe(true);
    expect(ownerActions(raised)).not.toContain('cancelTariff');
  });

  it('leaves the services still running to be cancelled, by name', () => {
    const mixed = card({ tariff: 'vip', tariff_end_date: '2026-12-15', raise: 1, raise_end_date: '2026-11-29' });
    const label = (name: string) => (name === 'vip' ? 'VIP' : 'Bump to top');
    expect(cancelledServices(mixed, label, 'en', lastMinute)).toBe('VIP and Bump to top');
    expect(cancelledServices(mixed, label, 'en', dayAfter)).toBe('VIP');
    expect(canDeactivate(mixed, dayAfter)).toBe(false);
  });
});
