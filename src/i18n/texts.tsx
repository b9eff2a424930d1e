// How the interface finds its texts. Each catalogue (`src/i18n/<id>.<lang>.ts`, one per feature and
// language) is a chunk of its own, loaded when first needed: an English visitor downloads no
// Georgian text. The Georgian catalogue is the type the other two must fill, so a missing text
// fails `tsc`. The language is React context, never a module-level "current language": the server
// renders several languages side by side. Loaded catalogues are queries of the code client
// (ui/load/code.ts), which every request on the server shares.
import { createContext, useContext, type ReactNode } from 'react';
import { codeClient, useCode } from '../ui/load/code';
import type { TextsBlock } from '../server/markers';
import { DEFAULT_LANG, LANGS, LOCALES, isLang, type Lang } from './lang';

/** What another language's catalogue must give for a Georgian one: the same keys, any wording. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> };

/** A catalogue of texts, by id (`catalog` for `src/i18n/catalog.<lang>.ts`), typed by its contents. */
export interface Texts<T> {
  readonly id: string;
  /** the catalogue's type only; never set */
  readonly type?: T;
}

/** Declares a catalogue by its id, typed by its contents; chunks.ts gives its modules. */
export const defineTexts = <T,>(id: string): Texts<T> => ({ id });

/** The map of every catalogue's chunks, a chunk of its own. */
export const loadChunks = () => import('./chunks');

// the built files of the page's catalogues, as its server named them: no map of chunks needed
const named = new Map<string, string>();

/** Takes the files a page's texts block names (none under the dev server). */
export function nameTextFiles(lang: Lang, { ids, files }: TextsBlock): void {
  if (files.length === ids.length) ids.forEach((id, index) => named.set(`${id}.${lang}`, files[index] ?? ''));
}

async function loadCatalogue(id: string, lang: Lang, failures: number): Promise<unknown> {
  const file = named.get(`${id}.${lang}`);
  // a browser may keep a failed module for its address: the layout's own retries (untilIn) name
  // the file anew; a reset (retryFailed) counts from 0 again, and asks for the file itself
  if (file) return ((await import(/* @vite-ignore */ failures > 0 ? `${file}?attempt=${failures + 1}` : file)) as { default: unknown }).default;
  const chunk = (await loadChunks()).chunksById.get(id)?.[lang];
  if (!chunk) throw new Error(`no texts src/i18n/${id}.${lang}.ts`);
  return (await chunk()).default;
}

function textsQuery(id: string, lang: Lang) {
  const queryKey = ['texts', id, lang];
  return { queryKey, queryFn: () => loadCatalogue(id, lang, codeClient.getQueryState(queryKey)?.fetchFailureCount ?? 0) };
}

/**
 * Loads catalogues; what is loaded costs nothing, what failed is asked for again. `untilIn`, for
 * the shell's own texts, above which no boundary can show a failure: hears each failure, and they
 * are asked for again after a pause doubling from 2 s to 15 s, or as soon as the browser is back online.
 */
export const loadTexts = (lang: Lang, ids: readonly string[], untilIn?: () => void): Promise<void> =>
  Promise.all(
    ids.map((id) =>
      codeClient.fetchQuery({
        ...textsQuery(id, lang),
        ...(untilIn && { retry: () => (untilIn(), true), retryDelay: (failures: number) => Math.min(2_000 * 2 ** failures, 15_000) }),
      }),
    ),
  ).then(() => undefined);

/** The server loads every catalogue once, at start: a render then never waits for a text. */
export async function loadAllTexts(): Promise<void> {
  const { chunksById } = await loadChunks();
  await Promise.all(LANGS.map((lang) => loadTexts(lang, [...chunksById.keys()])));
}

/** A catalogue if it has loaded, outside React: for words a failure to load must not take away. */
export const loadedTexts = <T,>(texts: Texts<T>, lang: Lang): T | undefined =>
  // the catalogue under this id was declared with this type (defineTexts)
  codeClient.getQueryData(textsQuery(texts.id, lang).queryKey) as T | undefined;

/** The ids of the catalogues loaded in a language: what a switch to another loads first. */
export const loadedIds = (lang: Lang): string[] =>
  codeClient.getQueryCache().findAll({ queryKey: ['texts'], predicate: ({ queryKey, state }) => queryKey[2] === lang && state.data !== undefined }).map(({ queryKey }) => String(queryKey[1]));

/**
 * The document's language, for browser code outside React that speaks (the API's error handling):
 * the server writes <html lang>, and a switch keeps it. Georgian where there is no document.
 */
export function documentLang(): Lang {
  const lang = globalThis.document?.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** A loaded catalogue, outside React (an event handler, the server's head); throws when it is not loaded. */
export function textsFor<T>(texts: Texts<T>, lang: Lang): T {
  const found = loadedTexts(texts, lang);
  if (found === undefined) throw new Error(`texts ${texts.id}.${lang} are not loaded`);
  return found;
}

const LangContext = createContext<Lang>(DEFAULT_LANG);
// the server's render notes which catalogues a page read, so the page can preload them
const UsedContext = createContext<Set<string> | null>(null);

export function LangProvider({ lang, used, children }: { lang: Lang; used?: Set<string> | undefined; children: ReactNode }) {
  return (
    <LangContext value={lang}>
      <UsedContext value={used ?? null}>{children}</UsedContext>
    </LangContext>
  );
}

/** The language of the page. */
export const useLang = (): Lang => useContext(LangContext);

/** A catalogue in the page's language; suspends while its chunk loads, and fails its boundary when it cannot. */
export function useTexts<T>(texts: Texts<T>): T {
  const lang = useLang();
  useContext(UsedContext)?.add(texts.id);
  // the catalogue under this id was declared with this type (defineTexts)
  return useCode(textsQuery(texts.id, lang)) as T;
}

// made for a language when it first counts, not for all three at start
const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The form of a count's text for a language (Intl.PluralRules): Russian has one, few and many
 * (1 комната, 2 комнаты, 5 комнат), English one and other, Georgian other only.
 */
export function plural(lang: Lang, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LOCALES[lang].intl)));
  return forms[rules.select(count)] ?? forms.other;
}
