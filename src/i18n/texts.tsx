// Each catalogue (`<id>.<lang>.ts`) is a chunk loaded when first needed, a query of the code client.
import { createContext, useContext } from 'react';
import { codeClient, useCode } from '../ui/load/code';
import type { TextsBlock } from '../server/markers';
import { LANGS, type Lang } from './lang';
import { useLang } from './lang-context';
import type { Texts } from './catalogues';

/** chunks.ts maps the id to its modules. */
export const defineTexts = <T,>(id: string): Texts<T> => ({ id });

export const loadChunks = () => import('./chunks');

// the page's catalogues' files as its server named them: no map of chunks needed
const named = new Map<string, string>();

/** The files a page's texts block names (none under the dev server). */
export function nameTextFiles(lang: Lang, { ids, files }: TextsBlock): void {
  if (files.length === ids.length) ids.forEach((id, index) => named.set(`${id}.${lang}`, files[index] ?? ''));
}

// a browser may keep a failed module for its address: each attempt after the first names it anew
const attempts = new Map<string, number>();

async function loadCatalogue(id: string, lang: Lang): Promise<unknown> {
  const file = named.get(`${id}.${lang}`);
  if (file) {
    const attempt = (attempts.get(file) ?? 0) + 1;
    attempts.set(file, attempt);
    return ((await import(/* @vite-ignore */ attempt > 1 ? `${file}?attempt=${attempt}` : file)) as { default: unknown }).default;
  }
  const chunk = (await loadChunks()).chunksById.get(id)?.[lang];
  if (!chunk) throw new Error(`no texts src/i18n/${id}.${lang}.ts`);
  return (await chunk()).default;
}

const textsQuery = (id: string, lang: Lang) => ({ queryKey: ['texts', id, lang], queryFn: () => loadCatalogue(id, lang) });

/**
 * `untilIn`, for the shell's texts, above any boundary that could show a failure: hears each failure,
 * and retries after 2 s doubling to 15 s, or once back online.
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

/** The catalogue if loaded, never suspending: for words a failure to load must not take away. */
export const loadedTexts = <T,>(texts: Texts<T>, lang: Lang): T | undefined =>
  // the catalogue under this id was declared with this type (defineTexts)
  codeClient.getQueryData(textsQuery(texts.id, lang).queryKey) as T | undefined;

/** The ids loaded in `lang`: what a switch to another language loads first. */
export const loadedIds = (lang: Lang): string[] =>
  codeClient.getQueryCache().findAll({ queryKey: ['texts'], predicate: ({ queryKey, state }) => queryKey[2] === lang && state.data !== undefined }).map(({ queryKey }) => String(queryKey[1]));

/** Outside React (an event handler, the server's head); throws when it is not loaded. */
export function textsFor<T>(texts: Texts<T>, lang: Lang): T {
  const found = loadedTexts(texts, lang);
  if (found === undefined) throw new Error(`texts ${texts.id}.${lang} are not loaded`);
  return found;
}

/** The catalogues a server's render read, noted by useTexts, so the page can preload them. */
export const TextsUsed = createContext<Set<string> | null>(null);

/** Suspends while the chunk loads, and fails its boundary when it cannot. */
export function useTexts<T>(texts: Texts<T>): T {
  const lang = useLang();
  useContext(TextsUsed)?.add(texts.id);
  // the catalogue under this id was declared with this type (defineTexts)
  return useCode(textsQuery(texts.id, lang)) as T;
}
