// How the interface finds its texts. Each catalogue of texts (`src/i18n/<id>.<lang>.ts`, one per
// feature and language) is a chunk of its own, loaded when a screen of the active language first
// needs it: an English visitor downloads no Georgian or Russian text. The Georgian catalogue is
// the type the other two must fill, key for key, so a missing text fails `tsc`.
//
// The language is React context, never a module-level "current language": the server renders
// requests in different languages side by side. What is kept at module level is only what was
// loaded, the same for every request.
import { createContext, use, useContext, type ReactNode } from 'react';
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

const fileOf = (id: string, lang: Lang) => `${id}.${lang}`;
const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();
// catalogues whose chunk failed to arrive (a lost connection): the failed promise is kept, so that
// a render replayed after it meets the same one (React asks for that) and nothing is asked for
// again until a retry, or a call of loadTexts, forgets it
const failed = new Set<string>();

/** The map of every catalogue's chunks, a chunk of its own (what a page needs first is named by its server). */
export const loadChunks = () => import('./chunks');

function load(id: string, lang: Lang, url?: string): Promise<unknown> {
  const file = fileOf(id, lang);
  let promise = loading.get(file);
  if (!promise) {
    const module: Promise<{ default: unknown }> = url
      ? import(/* @vite-ignore */ url)
      : loadChunks().then(({ chunksById }) => {
          const chunk = chunksById.get(id)?.[lang];
          if (!chunk) throw new Error(`no texts src/i18n/${file}.ts`);
          return chunk();
        });
    // how React's use() knows a promise has settled: it reads the value, or throws the failure, at
    // once instead of suspending (a chunk loaded before a render, by the boot or the server's start)
    const settled: Promise<unknown> & { status?: 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown } = module.then((exports) => {
      loaded.set(file, exports.default);
      Object.assign(settled, { status: 'fulfilled', value: exports.default });
      return exports.default;
    });
    promise = settled;
    promise.catch((reason: unknown) => {
      Object.assign(settled, { status: 'rejected', reason });
      failed.add(file);
    });
    loading.set(file, promise);
  }
  return promise;
}

/**
 * Loads catalogues of a language; what is loaded already costs nothing. `urls`, when given, are
 * the catalogues' chunks in the order of `ids` (the page's texts block, which its server wrote).
 */
export async function loadTexts(lang: Lang, ids: readonly string[], urls?: readonly string[]): Promise<void> {
  for (const id of ids) if (failed.delete(fileOf(id, lang))) loading.delete(fileOf(id, lang));
  const named = urls?.length === ids.length ? urls : undefined;
  await Promise.all(ids.map((id, index) => load(id, lang, named?.[index])));
}

const FIRST_PAUSE_MS = 2_000;
const LONGEST_PAUSE_MS = 15_000;
// what shows that the visitor is back, or their connection: an attempt at once
const NOW_EVENTS = ['online', 'pointerdown', 'keydown'] as const;

/**
 * Loads catalogues as loadTexts does, trying again until they are in: when the connection comes
 * back or the visitor reaches for the page (at once, or after the attempt under way), else after
 * a pause that doubles up to 15 s. For the shell's own texts, above which no boundary stands to
 * show their failure: the app waits for them, its page as its server sent it. `onFailed` runs
 * after each failed attempt.
 */
export function loadTextsUntilIn(lang: Lang, ids: readonly string[], urls?: readonly string[], onFailed?: () => void): Promise<void> {
  return new Promise((done) => {
    let attempts = 0;
    let pause = FIRST_PAUSE_MS;
    let trying = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      trying = true;
      attempts += 1;
      // a browser may keep a failed module for its address: a retry names the file anew
      const named = attempts === 1 ? urls : urls?.map((url) => `${url}?attempt=${attempts}`);
      loadTexts(lang, ids, named).then(
        () => {
          for (const type of NOW_EVENTS) window.removeEventListener(type, now);
          done();
        },
        () => {
          trying = false;
          onFailed?.();
          timer = setTimeout(attempt, pause);
          pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
        },
      );
    };
    const now = (event: Event) => {
      if (event.type === 'online') pause = FIRST_PAUSE_MS;
      if (!trying) attempt();
    };
    for (const type of NOW_EVENTS) window.addEventListener(type, now);
    attempt();
  });
}

/** Every catalogue that failed to arrive is asked for again by the next render that needs it. */
export function forgetFailedTexts(): void {
  for (const file of failed) loading.delete(file);
  failed.clear();
}

/** The server loads every catalogue once, at start: a render then never waits for a text. */
export async function loadAllTexts(): Promise<void> {
  const { chunksById } = await loadChunks();
  await Promise.all([...chunksById.keys()].flatMap((id) => LANGS.map((lang) => load(id, lang))));
}

/** The ids of the catalogues loaded in a language: what a switch to another loads first. */
export function loadedIds(lang: Lang): string[] {
  return [...declared].filter((id) => loaded.has(fileOf(id, lang)));
}

function read<T>(texts: Texts<T>, lang: Lang): T | undefined {
  // the catalogue under this id was declared with this type (defineTexts)
  return loaded.get(fileOf(texts.id, lang)) as T | undefined;
}

/**
 * The language of the document, for browser code outside React that speaks (the API's error
 * handling): the server writes it into <html lang>, and the app keeps it there on a switch.
 * Georgian where there is no document (a server render never speaks this way).
 */
export function documentLang(): Lang {
  const lang = globalThis.document?.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** A catalogue if it has loaded, outside React: for words a failure to load must not take away. */
export const loadedTexts = <T,>(texts: Texts<T>, lang: Lang): T | undefined => read(texts, lang);

/** A loaded catalogue, outside React (an event handler, the server's head); throws when it is not loaded. */
export function textsFor<T>(texts: Texts<T>, lang: Lang): T {
  const found = read(texts, lang);
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

/**
 * A catalogue in the page's language; suspends while its chunk loads. Always through use(), also
 * once loaded: a render that suspended here must call it again when it resumes.
 */
export function useTexts<T>(texts: Texts<T>): T {
  const lang = useLang();
  useContext(UsedContext)?.add(texts.id);
  // the catalogue under this id was declared with this type (defineTexts)
  return use(load(texts.id, lang)) as T;
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
