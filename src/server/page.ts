// Puts a rendered page into the built index.html: head tags, the app's HTML, the dehydrated
// cache, and the response's nonce on every script tag. Streams the result.
import { Readable } from 'node:stream';
import { NONCE_PLACEHOLDER, STATE_ID } from './markers';

/** What the server asks of the server entry (src/entry-server.tsx) for a page. */
export interface RenderOptions {
  /** where the render's own API calls go, e.g. http://127.0.0.1:4010 */
  apiUrl: string;
  /** the site's public origin, for canonical and Open Graph addresses */
  publicUrl: string;
  /** how long the page waits for its queries */
  timeoutMs: number;
  /** the response's Content-Security-Policy nonce */
  nonce: string;
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

// the screens the server renders (src/entry-server.tsx): their code loads after the HTML, their
// stylesheets must not, or the page would be laid out twice (a layout shift on every first visit)
const SERVER_RENDERED_SCREENS = [
  'src/features/home/home-page.tsx',
  'src/features/catalog/catalog-page.tsx',
  'src/features/listing/listing-page.tsx',
  'src/features/public-user/public-user-page.tsx',
];

/** The template with the stylesheets of every server-rendered screen linked in its head. */
export function withScreenStyles(template: string, manifest: Manifest, base: string): string {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of SERVER_RENDERED_SCREENS) visit(key);
  const links = [...css].filter((file) => !template.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  return template.replace('</head>', `${links.join('')}</head>`);
}

/** The client shell, when the render itself failed: the browser renders the page. */
export function shellPage(): RenderedPage {
  return { status: 200, head: '<title>Realt</title>', body: null, state: null };
}
