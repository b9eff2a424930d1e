// Puts a rendered page into the built index.html: head tags, the app's HTML, the dehydrated
// cache, and the response's nonce on every script tag. Streams the result.
import { Readable } from 'node:stream';
import { EARLY_CLICKS, EARLY_CLICK_TARGETS, NONCE_PLACEHOLDER, STATE_ID } from './markers';

/** What the server asks of the server entry (src/entry-server.tsx) for a page. */
export interface RenderOptions {
  /** where the render's own API calls go, e.g. http://127.0.0.1:4010 */
  apiUrl: string;
  /** the site's public origin, for canonical and Open Graph addresses */
  publicUrl: string;
  /** how long the page waits for its queries */
  timeoutMs: number;
  /** tests only: the Prefer header for one of the render's API calls (the mock's scenario) */
  prefer?: (path: string) => string | undefined;
}

/** What the server entry gives for a page. */
export interface RenderedPage {
  status: number;
  /** the page's head tags */
  head: string;
  /** the page's HTML inside #root; null when the browser renders the page (the client shell) */
  body: string | null;
  /** the query cache as the body of a JSON script; null when the browser renders from scratch */
  state: string | null;
  /** the rendered screen's module (its key in Vite's manifest), whose CSS the page carries; null for none */
  screen: string | null;
  /** for a route that leads elsewhere: the full path the server redirects to */
  redirect?: string;
}

export type Render = (url: string, options: RenderOptions) => Promise<RenderedPage>;

const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const STATE = '<!--app-state-->';

/** The HTML document of a rendered page, as a stream (compressed on its way out). */
export function pageStream(template: string, page: RenderedPage, nonce: string): Readable {
  const html = template.replaceAll(NONCE_PLACEHOLDER, nonce).replace(HEAD, page.head);
  const [start = '', rest = ''] = html.split(HTML);
  const [middle = '', end = ''] = rest.split(STATE);
  const state = page.state === null ? '' : `<script type="application/json" id="${STATE_ID}">${page.state}</script>`;
  return Readable.from([start, page.body ?? '', middle + state + end]);
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The entry's key in Vite's manifest. */
export const ENTRY = 'index.html';

/**
 * What a chunk needs (files under the build), dependencies first, once each: the stylesheets of
 * the chunk and of every chunk it imports, and the scripts of those it imports beyond the entry's.
 */
export function chunkFiles(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
    js.add(chunk.file);
  };
  visit(ENTRY);
  const entryJs = new Set(js);
  visit(key);
  return { css: [...css], js: [...js].filter((file) => !entryJs.has(file)) };
}

/**
 * The template of a server-rendered page: the entry's stylesheet link replaced by the page's
 * whole CSS (the entry's and its screen's) in one <style> element with the response's nonce, so
 * the first paint waits for no request but the HTML. A script-free visitor gets it all too.
 * Each inlined file is also named by a disabled link, which the browser does not fetch: Vite's
 * preloading finds it there when the screen's code loads, and does not fetch the file again.
 */
export function withInlineStyles(template: string, entryCss: string, styles: Array<{ href: string; css: string }>): string {
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${entryCss.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
  if (!link.test(template)) throw new Error(`index.html does not link ${entryCss}`);
  // nothing in a stylesheet may end the element early
  const css = styles.map((style) => style.css.replace(/<\/style/gi, '<\\/style')).join('\n');
  const names = styles.map((style) => `<link rel="stylesheet" href="${style.href}" disabled>`).join('');
  return template.replace(link, () => `<style nonce="${NONCE_PLACEHOLDER}">${css}</style>${names}`);
}

/**
 * The template of a server-rendered page with the app's code asked for once the page has been
 * painted: the entry's script and its module preloads become one small inline module (with the
 * nonce) that waits for the first frame, then preloads them and the screen's own `modules`, runs
 * the entry's imports one task each (React DOM alone is a long one on a phone) and imports the
 * entry. The page is complete HTML already; its images get the bandwidth first, and hydration
 * cannot hold back the first paint (a hidden tab, which paints no frame, starts after a short
 * wait instead). The screen's code loads beside the entry rather than after it, and Vite's
 * preloading finds its links there. A button clicked in between is kept, and clicked again once
 * the app has hydrated and the session applies; it goes no further meanwhile (mid-hydration React
 * would answer it at once, for a signed-out page, and the replay would answer it a second time).
 */
export function withCodeAfterPaint(template: string, modules: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g)];
  const hrefs = JSON.stringify([...new Set([...preloads.map((found) => found[1]), ...modules])]);
  const keepClicks =
    `const targets=[];const keep=(event)=>{const target=event.target instanceof Element&&event.target.closest(${JSON.stringify(EARLY_CLICK_TARGETS)});if(target){targets.push(target);event.stopPropagation()}};` +
    `addEventListener("click",keep,true);self.${EARLY_CLICKS}={targets,stop:()=>removeEventListener("click",keep,true)};`;
  const steps = JSON.stringify(preloads.map((found) => found[1]));
  const start =
    `const start=async()=>{for(const href of ${hrefs}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `for(const href of ${steps}){await import(href).catch(()=>{});await new Promise((next)=>setTimeout(next))}import(${JSON.stringify(entry[1])})};` +
    'new Promise((painted)=>{requestAnimationFrame(()=>setTimeout(painted));setTimeout(painted,200)}).then(start);';
  let html = template;
  for (const found of preloads) html = html.replace(found[0], '');
  return html.replace(entry[0], () => `<script type="module" nonce="${NONCE_PLACEHOLDER}">${keepClicks}${start}</script>`);
}

/** The client shell, when the render itself failed: the browser renders the page. */
export function shellPage(): RenderedPage {
  return { status: 200, head: '<title>Realt</title>', body: null, state: null, screen: null };
}
