// How the interface finds its texts. Each catalogue of texts (`src/i18n/<id>.<lang>.ts`, one per
// feature and language) is a chunk of its own, loaded when a screen of the active language first
// needs it: an English visitor downloads no Georgian or Russian text. The Georgian catalogue is
// the type the other two must fill, key for key, so a missing text fails `tsc`.
//
// The language is React context, never a module-level "current language": the server renders
// requests in different languages side by side. What was loaded is kept in the code client
// (ui/load/code.ts), the same for every request.
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

// every catalogue declared, by id
const declared = new Set<string>();

/** Declares a catalogue by its id, typed by its contents; chunks.ts gives its modules. */
export function defineTexts<T>(id: string): Texts<T> {
  declared.add(id);
  return { id };
}

/** The map of every catalogue's chunks, a chunk of its own (what a page needs first is named by its server). */
export const loadChunks = () => import('./chunks');

// the page's catalogues in its language, by the files its server named (its texts block)
const named = new Map<string, string>();

/** Names the built files of a page's catalogues (none under the dev server): they load without the map of every chunk. */
export function nameTextFiles(lang: Lang, { ids, files }: TextsBlock): void {
  if (files.length === ids.length) ids.forEach((id, index) => named.set(`${id}.${lang}`, files[index] ?? ''));
}

async function loadCatalogue(id: string, lang: Lang, failures: number): Promise<unknown> {
  const file = named.get(`${id}.${lang}`);
  // a browser may keep a failed module for its address: a retry names the file anew
  if (file) return ((await import(/* @vite-ignore */ failures > 0 ? `${file}?attempt=${failures + 1}` : file)) as { default: unknown }).default;
  const chunk = (await loadChunks()).chunksById.get(id)?.[lang];
  if (!chunk) throw new Error(`no texts src/i18n/${id}.${lang}.ts`);
  return (await chunk()).default;
}

// a catalogue is a query of the code client: loaded once, its failure kept until a retry (code.ts)
function textsQuery(id: string, lang: Lang) {
  const queryKey = ['texts', id, lang];
  return { queryKey, queryFn: () => loadCatalogue(id, lang, codeClient.getQueryState(queryKey)?.fetchFailureCount ?? 0) };
}

/**
 * Loads catalogues of a language; what is loaded already costs nothing, what failed is asked for
 * again. `untilIn`, for the shell's own texts, above which no boundary stands to show a failure:
 * asks again after a pause that doubles from 2 s up to 15 s and, while the browser is offline,
 * once it is back, calling `onFailed` after each failed attempt.
 */
export const loadTexts = (lang: Lang, ids: readonly string[], { untilIn = false, onFailed = () => {} } = {}): Promise<void> =>
  Promise.all(
    ids.map((id) =>
      codeClient.fetchQuery({
        ...textsQuery(id, lang),
        retry: () => {
          onFailed();
          return untilIn;
        },
        retryDelay: (failures) => Math.min(2_000 * 2 ** failures, 15_000),
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
export const loadedIds = (lang: Lang): string[] => [...declared].filter((id) => loadedTexts({ id }, lang) !== undefined);

/**
 * The language of the document, for browser code outside React that speaks (the API's error
 * handling): the server writes it into <html lang>, and the app keeps it there on a switch.
 * Georgian where there is no document (a server render never speaks this way).
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

/**
 * The form of a count's text for a language (Intl.PluralRules): Russian has one, few and many
 * (1 комната, 2 комнаты, 5 комнат), English one and other, Georgian other only.
 */
export function plural(lang: Lang, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  return forms[pluralRules(lang).select(count)] ?? forms.other;
}

const rules = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang): Intl.PluralRules {
  let found = rules.get(lang);
  if (!found) {
    found = new Intl.PluralRules(LOCALES[lang].intl);
    rules.set(lang, found);
  }
  return found;
}
