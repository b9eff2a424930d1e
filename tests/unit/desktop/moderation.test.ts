// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moderationView, parseCount, parseNotification } from '../../../desktop/moderation';

describe('moderationView', () => {
  it('puts the count in the title and the badge', () => {
    expect(moderationView(null, 7, false)).toEqual({ title: 'Realt — მოდერაციაზე: 7', badge: 7, notification: null });
    expect(moderationView(7, 0, true)).toMatchObject({ title: 'Realt — მოდერაციაზე: 0', badge: 0, notification: null });
  });

  it('notifies when listings arrive while the window is in the background', () => {
    expect(moderationView(3, 5, true).notification).toEqual({
      title: 'ახალი განცხადებები მოდერაციაზე',
      body: '2 ახალი განცხადება ელოდება მოდერაციას (სულ 5)',
    });
  });

  it('stays quiet in the foreground, when nothing arrived, and on the first report', () => {
    expect(moderationView(3, 5, false).notification).toBeNull();
    expect(moderationView(5, 5, true).notification).toBeNull();
    expect(moderationView(5, 4, true).notification).toBeNull();
    expect(moderationView(null, 12, true).notification).toBeNull();
  });
});

describe('parseCount', () => {
  it('accepts whole non-negative numbers only', () => {
    expect(parseCount(0)).toBe(0);
    expect(parseCount(42)).toBe(42);
    for (const bad of [-1, 1.5, Number.NaN, Infinity, '3', null, undefined, {}, 2 ** 60]) expect(parseCount(bad)).toBeNull();
  });
});

describe('parseNotification', () => {
  it('trims and caps the texts', () => {
    expect(parseNotification('  სათაური ', ' ტექსტი ')).toEqual({ title: 'სათაური', body: 'ტექსტი' });
    expect(parseNotification('x'.repeat(500), 'y'.repeat(2000))).toEqual({ title: 'x'.repeat(120), body: 'y'.repeat(500) });
  });

  it('ignores anything but two strings with a title', () => {
    expect(parseNotification('', 'body')).toBeNull();
    expect(parseNotification('   ', 'body')).toBeNull();
    expect(parseNotification(1, 'body')).toBeNull();
    expect(parseNotification('title', { toString: () => 'x' })).toBeNull();
  });
});
