// What the server entry's render gives the server (src/entry-server.tsx renders; src/server/ serves).
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../i18n/lang';

export type RenderLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface RenderOptions {
  apiUrl: string;
  /** for canonical and Open Graph addresses */
  publicUrl: string;
  /** `@handle` for twitter:site */
  twitterSite?: string | null;
  /** a Date.now() time when the page's data is given up */
  deadline: number;
  log: RenderLog;
  /** tests only: the Prefer header (the mock's scenario) for a render's API call */
  prefer?: (path: string) => string | undefined;
}

export interface RenderedPage {
  status: number;
  lang: Lang;
  head: string;
  /** the HTML inside #root (UTF-8); null for the client shell, which the browser renders */
  body: Uint8Array | null;
  /** the page's state (api/page-state.ts) as a JSON script's body; null when the browser renders from scratch */
  state: string | null;
  /** a private route's early calls (`EarlyRequest[]`) as a JSON script's body */
  early?: string;
  /** the screen's key in Vite's manifest, whose CSS the page carries */
  screen: string | null;
  /** the catalogues of texts the render read, loaded before hydration */
  texts: string[];
  redirect?: string;
  /** the same for everyone: a shared cache may keep it */
  public: boolean;
  /** for purging shared caches (`listing-102 catalogue-sale`) */
  tags: string[];
  /** a public page's ETag, a digest of what it says; without one no shared cache keeps it */
  version?: string;
  /** its address holds a secret (a sign-in's token): no Referer */
  noReferrer?: true;
}

export type Render = (url: string, options: RenderOptions) => Promise<RenderedPage>;

/** When the render itself failed: the browser renders the page, and a crawler comes back (503). */
export function clientShellPage(lang: Lang): RenderedPage {
  return { status: 503, lang, head: '<title>Realt</title>', body: null, state: null, screen: null, texts: [], public: false, tags: [] };
}
