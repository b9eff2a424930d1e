// The one reader of error answers (§8): a text to show, or messages by field for a form, in the
// app's own words for every refusal whose `code` it knows.
import { appTexts, refusalsTexts } from '../i18n/catalogues';
import type { Lang } from '../i18n/lang';
import { documentLang } from '../i18n/lang-context';
import { loadedTexts, textsFor } from '../i18n/texts';
import { NETWORK_ERROR } from './middleware/errors';
import { statusOf } from './queries';
import type { components } from './schema.gen';

export type FieldErrors = Record<string, readonly string[] | undefined>;

/** Why the server refused: the app words each of these itself (the server's text may change). */
export type RefusalCode = components['schemas']['RefusalCode'];

export type Refusal = { status: number; text: string; code?: RefusalCode } | { status: number; fields: FieldErrors };

/** A form's own words for codes whose general words do not fit it, in the page's language. */
export type RefusalWords = Partial<Record<RefusalCode, string>>;

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

// the app's own words where the answer has none, in the page's language
const errorTexts = (lang = documentLang()) => textsFor(appTexts, lang).errors;

function fallbackText(status: number, lang: Lang): string {
  if (status === NETWORK_ERROR) return errorTexts(lang).network;
  if (status >= 500) return errorTexts(lang).serverText;
  return errorTexts(lang).unknown;
}

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null && name in error ? Reflect.get(error, name) : undefined;

// the errors middleware asks for them with every refusal: only a failure to load them leaves a
// refusal without them (told then as one the app has no words for)
const refusalWords = (lang: Lang): Partial<Record<RefusalCode, string>> => loadedTexts(refusalsTexts, lang) ?? {};

function isRefusalCode(value: unknown, lang: Lang): value is RefusalCode {
  return typeof value === 'string' && Object.hasOwn(refusalWords(lang), value);
}

// §8 shows the server's text, which is Georgian: on a Georgian page it may stand as it came,
// on another one a refusal the app has no words for is told in the page's language
const serverWordsShown = (lang: Lang): boolean => lang === 'ka';

/** The words for one refusal: the form's or the app's for a known code, else the server's on a Georgian page, else `generic`. */
function wordsFor(code: unknown, server: string, generic: string, own: RefusalWords, lang: Lang): string {
  if (isRefusalCode(code, lang)) return own[code] ?? refusalWords(lang)[code] ?? generic;
  return serverWordsShown(lang) ? server : generic;
}

function wordedFields(fields: FieldErrors, codes: unknown, own: RefusalWords, lang: Lang): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages = []]) => {
      // a field's code names its first message; the server's further ones are Georgian
      const [first = '', ...more] = messages;
      const worded = wordsFor(field(codes, name), first, errorTexts(lang).refusedField, own, lang);
      return [name, serverWordsShown(lang) ? [worded, ...more] : [worded]];
    }),
  );
}

/**
 * What an error answer (the thrown body of a query or mutation) says, in the page's language;
 * `own`: the asking form's words for some codes (a signed-in user's own phone is not one to sign in with);
 * `lang`: for a render, whose language is the page's before the document's follows it.
 */
export function refusal(error: unknown, own: RefusalWords = {}, lang: Lang = documentLang()): Refusal {
  const status = statusOf(error) ?? NETWORK_ERROR;
  const result = field(error, 'result');
  const code = field(error, 'code');
  if (typeof result === 'string' && result) {
    const text = wordsFor(code, result, errorTexts(lang).refused, own, lang);
    return isRefusalCode(code, lang) ? { status, text, code } : { status, text };
  }
  if (isFieldErrors(result) && Object.keys(result).length > 0) return { status, fields: wordedFields(result, field(error, 'codes'), own, lang) };
  return { status, text: fallbackText(status, lang) };
}

/** 401, 5xx and network failures are told by the errors middleware; no screen repeats them. */
export const toldCentrally = (answer: Refusal): boolean => answer.status === 401 || answer.status >= 500;

/** One message for a refusal: its text, or the first message of the first field. */
export function refusalText(answer: Refusal): string {
  if ('text' in answer) return answer.text;
  return Object.values(answer.fields).flatMap((list) => list ?? [])[0] ?? errorTexts().unknown;
}

/** A refusal's messages by field: none for one told as a text. */
export const refusalFields = (answer: Refusal): FieldErrors => ('fields' in answer ? answer.fields : {});

/** Whether the refusal carries `code`: the app's own words apply, whatever the server's text. */
export const hasCode = (answer: Refusal, code: RefusalCode): boolean => 'code' in answer && answer.code === code;

/** The GEL a §8 insufficient-funds refusal of an order says the wallet is short, if it is one. */
export function missingOf(error: unknown): number | null {
  const missing = field(field(error, 'result'), 'missing');
  return typeof missing === 'number' ? missing : null;
}

/** Whether the error is the API's 404 for the thing asked for. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;
