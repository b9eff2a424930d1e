// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { quote } from '../../../../src/ui/user-words/quote';
import { Sentence } from '../../../../src/ui/user-words/Sentence';

const removeText = (title: string) => `Delete “${title}” for good?`;

/** The sentence as a page in `lang` shows it, as HTML. */
function shown(text: Parameters<typeof Sentence>[0]['text'], lang: Lang): string {
  return render(
    <LangProvider lang={lang}>
      <p>
        <Sentence text={text} />
      </p>
    </LangProvider>,
  ).container.innerHTML;
}

describe('quote', () => {
  it('keeps the words apart from the sentence around them, wherever the sentence puts them', () => {
    expect(quote(removeText, 'ბინა ვაკეში')).toEqual({ around: ['Delete “', '” for good?'], words: 'ბინა ვაკეში' });
    expect(quote((name) => `${name}: ${name}`, 'Nino')).toEqual({ around: ['', ': ', ''], words: 'Nino' });
    // a sentence of several arguments quotes the one that is someone's words
    const statusText = (id: number, title: string, status: string) => `Set #${id} “${title}” to “${status}”?`;
    expect(quote((title) => statusText(130, title, 'Active'), 'Квартира')).toEqual({ around: ['Set #130 “', '” to “Active”?'], words: 'Квартира' });
  });
});

describe('Sentence', () => {
  it('marks quoted words with the language their letters tell, where it is not the page’s', () => {
    expect(shown(quote(removeText, 'ბინა ვაკეში'), 'en')).toBe('<p>Delete “<span lang="ka">ბინა ვაკეში</span>” for good?</p>');
    expect(shown(quote(removeText, 'Квартира в Ваке'), 'ka')).toBe('<p>Delete “<span lang="ru">Квартира в Ваке</span>” for good?</p>');
  });

  it('leaves words in the page’s language, or in letters that do not tell one, as part of the sentence', () => {
    expect(shown(quote(removeText, 'ბინა ვაკეში'), 'ka')).toBe('<p>Delete “ბინა ვაკეში” for good?</p>');
    // Latin letters: English, or Georgian written in Latin
    expect(shown(quote(removeText, '3 otaxiani bina vakeshi'), 'ru')).toBe('<p>Delete “3 otaxiani bina vakeshi” for good?</p>');
    expect(shown('A plain question?', 'en')).toBe('<p>A plain question?</p>');
  });
});
