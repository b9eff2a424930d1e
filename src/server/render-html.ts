// A page's HTML from React: the server entry's renders (src/entry-server.tsx) come here.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderLog } from './page';

// what React writes where a part of the page failed to render: the browser renders it
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The HTML of `app()` (UTF-8), every part of it, rendered at once as one string: its data is in
 * its cache, and every text and part of code was loaded when the server started, so nothing
 * suspends. (React's stream would encode each piece of text as it goes and count its bytes, a
 * tenth or more of a catalogue's CPU.) renderToString tells nobody of a part that failed to
 * render: the page says so here.
 */
export function renderHtml(app: () => ReactNode, log: RenderLog): Buffer {
  const html = renderToString(app());
  if (html.includes(CLIENT_RENDERED)) log.error({}, 'a part of the page failed to render: the browser renders it');
  return Buffer.from(html);
}
