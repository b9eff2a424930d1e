import { describe, expect, it } from 'vitest';
import { langMark, writtenIn } from '../../../src/domain/written-in';

describe('writtenIn', () => {
  it('tells Georgian and Russian by their letters, and nothing by Latin ones', () => {
    expect(writtenIn('3-ოთახიანი ბინა ვაკეში')).toBe('ka');
    // Georgian letters anywhere: a Georgian text with a brand or a number in Latin
    expect(writtenIn('Wi-Fi, ლიფტი')).toBe('ka');
    expect(writtenIn('Квартира в Ваке')).toBe('ru');
    expect(writtenIn('3 otaxiani bina vakeshi')).toBeNull();
    expect(writtenIn('')).toBeNull();
  });
});

describe('langMark', () => {
  it('marks an author’s text only on a page in another language, and only where its language is known', () => {
    expect(langMark('ბინა ვაკეში', 'en')).toBe('ka');
    expect(langMark('ბინა ვაკეში', 'ru')).toBe('ka');
    expect(langMark('ბინა ვაკეში', 'ka')).toBeUndefined();
    expect(langMark('Квартира', 'ka')).toBe('ru');
    expect(langMark('Flat in Vake', 'ka')).toBeUndefined();
  });
});
