// A page's HTML from React: the server entry's renders (src/entry-server.tsx) come here.
import { EventEmitter } from 'node:events';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { RenderLog } from './page';

// the longest a render may take once its data is in, before it is given up for the client shell:
// with the API's budget (SSR_API_TIMEOUT_MS) a page is answered within seconds even on a starved
// CPU, well before a client or a proxy in front gives up on it
const RENDER_LIMIT_MS = 3_000;

// what React writes where a part of the page is left for the browser to render (it suspended, or
// it failed)
const CLIENT_RENDERED = '<!--$!-->';

/**
 * Where React's stream writes a page: its bytes as they come, joined once at the end. React asks
 * no more of it than this; a Writable's machinery around each chunk would cost more than the chunk.
 */
class PageBytes extends EventEmitter implements NodeJS.WritableStream {
  writable = true;
  private readonly chunks: Uint8Array[] = [];

  constructor(
    private readonly done: (bytes: Buffer) => void,
    private readonly failed: (error: unknown) => void,
  ) {
    super();
  }

  write(chunk: Uint8Array | string): boolean {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  end(): this {
    this.done(Buffer.concat(this.chunks));
    return this;
  }

  destroy(error?: unknown): void {
    this.failed(error);
  }
}

/**
 * The HTML of `app()` (UTF-8), every part of it. A page's data is in its cache and its screen's
 * code loaded before it renders, so it is rendered at once, as one string: React's stream would
 * encode each piece of text as it goes and count its bytes, a tenth or more of a catalogue's CPU.
 * Where a part did suspend (a lazy part's first render in this process) or failed, the page is
 * rendered again by the stream, which waits for it: the same HTML either way. `app` is called per
 * attempt.
 */
export async function renderHtml(app: () => ReactNode, log: RenderLog): Promise<Buffer> {
  try {
    const html = renderToString(app());
    if (!html.includes(CLIENT_RENDERED)) return Buffer.from(html);
  } catch {
    // suspended outside any boundary: the stream waits for it
  }
  return renderStream(app(), log);
}

function renderStream(app: ReactNode, log: RenderLog): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // no nonce: the page's HTML is shared by every response for a moment (server/render-cache.ts)
    // and carries no script of React's (the whole page is sent at once)
    const { pipe, abort } = renderToPipeableStream(app, {
      // never outline a big finished part behind a script: without JavaScript it would stay hidden
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // the whole page at once: crawlers and visitors without JavaScript get every part of it,
      // and the server can allow its style attributes by hash before it sends the headers
      onAllReady() {
        clearTimeout(limit);
        pipe(new PageBytes(resolve, reject));
      },
      onShellError: reject,
      onError(error) {
        log.error({ err: error }, 'a part of the page failed to render');
      },
    });
    const limit = setTimeout(() => {
      abort();
      reject(new Error('render took too long'));
    }, RENDER_LIMIT_MS);
  });
}
