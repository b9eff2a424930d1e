import { Fragment } from 'react';
import { langMark } from '../../domain/written-in';
import { useLang } from '../../i18n/lang-context';
import type { Quote } from './quote';

/**
 * An interface text, or a sentence quoting someone's words, which are marked with the language
 * their letters tell where it is not the page's, so a screen reader reads them in that language's
 * voice (WCAG 3.1.2).
 */
export function Sentence({ text }: { text: string | Quote }) {
  const lang = useLang();
  if (typeof text === 'string') return text;
  const mark = langMark(text.words, lang);
  return text.around.map((piece, at) => (
    <Fragment key={at}>
      {at > 0 && (mark ? <span lang={mark}>{text.words}</span> : text.words)}
      {piece}
    </Fragment>
  ));
}
