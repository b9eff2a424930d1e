// An interface sentence that quotes someone's words (a listing's title, a person's name, a
// district's name): the words are kept apart from the sentence around them, so that where it shows
// they can carry the language of their own letters (Sentence).

/** The sentence's text around the quoted words (one piece more than they appear), and the words. */
export interface Quote {
  readonly around: readonly string[];
  readonly words: string;
}

// what no catalogue's sentence holds: where the words go
const SLOT = '\u0000';

/** `sentence` (a catalogue's text of one argument) quoting `words`. */
export function quote(sentence: (words: string) => string, words: string): Quote {
  return { around: sentence(SLOT).split(SLOT), words };
}
