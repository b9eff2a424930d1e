// A rendered page in the built index.html, joined from slices: nothing in its data (a `$&`) rewrites the template.
import { createHash } from 'node:crypto';
import type { Lang } from '../i18n/lang';
import { BOOT_ID, EARLY_ID, STATE_ID, TEXTS_ID, type BootData, type TextsBlock } from './markers';
import type { RenderedPage } from './render';

export interface Template {
  /** the HTML around <html lang>'s value, the head, the app and the state block */
  parts: readonly [Buffer, Buffer, Buffer, Buffer, Buffer];
  /** the built chunk of a catalogue in a language; none under the dev server */
  textFile?: (id: string, lang: Lang) => string | undefined;
  /** CSP hashes of the inline scripts and styles */
  scriptHashes: string[];
  styleHashes: string[];
}

const SLICES = /^([\s\S]*<html lang=")ka("[\s\S]*)<!--app-head-->([\s\S]*)<!--app-html-->([\s\S]*)<!--app-state-->([\s\S]*)$/;

export const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const inlineTexts = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)(?![^>]*type="application/(?:ld\\+)?json")[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (found) => found[1] ?? '',
  );

export function compileTemplate(html: string, textFile?: Template['textFile']): Template {
  const [found, lead = '', head = '', app = '', state = '', end = ''] = SLICES.exec(html) ?? [];
  if (!found) throw new Error('index.html needs <html lang="ka">, then <!--app-head-->, <!--app-html--> and <!--app-state-->');
  return {
    parts: [Buffer.from(lead), Buffer.from(head), Buffer.from(app), Buffer.from(state), Buffer.from(end)],
    ...(textFile ? { textFile } : {}),
    scriptHashes: [...new Set(inlineTexts(html, 'script').map(cspHash))],
    styleHashes: [...new Set(inlineTexts(html, 'style').map(cspHash))],
  };
}

/** A rendered page's document, UTF-8: its body goes in as React wrote it, never decoded. */
export function pageHtml({ parts, textFile }: Template, page: Pick<RenderedPage, 'lang' | 'head' | 'body' | 'state' | 'texts' | 'early'>): Buffer {
  const state = page.state === null ? '' : `<script type="application/json" id="${STATE_ID}">${page.state}</script>`;
  const early = page.early === undefined ? '' : `<script type="application/json" id="${EARLY_ID}">${page.early}</script>`;
  const block: TextsBlock = { ids: page.texts, files: page.texts.flatMap((id) => textFile?.(id, page.lang) ?? []) };
  const texts = page.texts.length === 0 ? '' : `<script type="application/json" id="${TEXTS_ID}">${JSON.stringify(block)}</script>`;
  // the early calls in the head, where the start-up reads them
  return Buffer.concat([parts[0], Buffer.from(page.lang), parts[1], Buffer.from(page.head + early), parts[2], page.body ?? new Uint8Array(0), parts[3], Buffer.from(texts + state), parts[4]]);
}

/**
 * The client `shell` (its code starts at once), a page the server `rendered` (its code comes after
 * its first paint), or a private route's `skeleton` (its entry downloads beside its imports; its early calls' script goes first).
 */
export type PageKind = 'shell' | 'rendered' | 'skeleton';

/**
 * The start-up's `scripts` (src/boot/) in place of the entry's script and preloads; what differs between
 * pages goes into the boot block, so each script is the same on all (one hash). `modules`: the screen's own.
 */
export function withBootstrap(template: string, scripts: { start: string; early: string }, { kind = 'shell', modules = [] }: { kind?: PageKind; modules?: string[] } = {}): string {
  // the last module script: under the dev server, Vite's own client comes first
  const entry = [...template.matchAll(/<script type="module"(?: crossorigin)? src="([^"]+)"[^>]*><\/script>/g)].at(-1);
  if (!entry?.[1]) throw new Error('index.html has no entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g)];
  const imports = preloads.map((found) => found[1] ?? '');
  const preloaded = [...new Set([...modules, ...(kind === 'rendered' ? [] : [entry[1]])])].filter((href) => !imports.includes(href));
  const data: BootData = { imports, modules: preloaded, entry: entry[1], rendered: kind !== 'shell' };
  let html = template;
  for (const found of preloads) html = html.replace(found[0], '');
  const calls = kind === 'skeleton' ? `<script>${scripts.early}</script>` : '';
  return html.replace(entry[0], () => `<script type="application/json" id="${BOOT_ID}">${JSON.stringify(data)}</script>${calls}<script type="module">${scripts.start}</script>`);
}
