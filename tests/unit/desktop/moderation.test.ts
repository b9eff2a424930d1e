import { describe, expect, it } from 'vitest';
import { moderationView, parseCount } from '../../../desktop/moderation';

describe('moderationView', () => {
  it('puts the count in the title and the badge', () => {
    expect(moderationView(null, 7, false, 'ka')).toEqual({ title: 'Realt — მოდერაციაზე: 7', badge: 7, notification: null });
    expect(moderationView(7, 0, true, 'ka')).toMatchObject({ title: 'Realt — მოდერაციაზე: 0', badge: 0, notification: null });
  });

  it('titles the window in the page\'s language', () => {
    expect(moderationView(null, 7, false, 'en').title).toBe('Realt — awaiting moderation: 7');
    expect(moderationView(null, 7, false, 'ru').title).toBe('Realt — на модерации: 7');
  });

  it('notifies when listings arrive while the window is in the background', () => {
    expect(moderationView(3, 5, true, 'ka').notification).toEqual({
      title: 'ახალი განცხადებები მოდერაციაზე',
      body: '2 ახალი განცხადება ელოდება მოდერაციას (სულ 5)',
    });
  });

  it.each([
    [1, '1 new listing is awaiting moderation (41 in total)'],
    [3, '3 new listings are awaiting moderation (43 in total)'],
    [21, '21 new listings are awaiting moderation (61 in total)'],
  ])('notifies in English with the plural of %i', (added, body) => {
    expect(moderationView(40, 40 + added, true, 'en').notification).toEqual({ title: 'New listings awaiting moderation', body });
  });

  it.each([
    [1, '1 новое объявление ожидает модерации (всего 41)'],
    [2, '2 новых объявления ожидают модерации (всего 42)'],
    [4, '4 новых объявления ожидают модерации (всего 44)'],
    [5, '5 новых объявлений ожидают модерации (всего 45)'],
    [11, '11 новых объявлений ожидают модерации (всего 51)'],
    [12, '12 новых объявлений ожидают модерации (всего 52)'],
    [21, '21 новое объявление ожидает модерации (всего 61)'],
    [22, '22 новых объявления ожидают модерации (всего 62)'],
    [25, '25 новых объявлений ожидают модерации (всего 65)'],
    [111, '111 новых объявлений ожидают модерации (всего 151)'],
  ])('notifies in Russian with the plural of %i', (added, body) => {
    expect(moderationView(40, 40 + added, true, 'ru').notification).toEqual({ title: 'Новые объявления на модерации', body });
  });

  it('stays quiet in the foreground, when nothing arrived, and on the first report', () => {
    expect(moderationView(3, 5, false, 'ka').notification).toBeNull();
    expect(moderationView(5, 5, true, 'ka').notification).toBeNull();
    expect(moderationView(5, 4, true, 'ka').notification).toBeNull();
    expect(moderationView(null, 12, true, 'ka').notification).toBeNull();
  });
});

describe('parseCount', () => {
  it('accepts whole non-negative numbers only', () => {
    expect(parseCount(0)).toBe(0);
    expect(parseCount(42)).toBe(42);
    for (const bad of [-1, 1.5, Number.NaN, Infinity, '3', null, undefined, {}, 2 ** 60]) expect(parseCount(bad)).toBeNull();
  });
});
