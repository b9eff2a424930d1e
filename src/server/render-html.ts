// A page's HTML from React: the server entry's renders (src/entry-server.tsx) come here.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderLog } from './page';

// what React writes where a part of the page failed to render: the browser renders it
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The HTML of `app` (UTF-8), rendered at once: its data is in its cache and all code and texts
 * were loaded at start, so nothing suspends (a stream would cost a tenth more CPU, encoding as it
 * goes). renderToString tells nobody of a part that failed to render: this does.
 */
export function renderHtml(app: ReactNode, log: RenderLog): Buffer {
  const html = renderToString(app);
  if (html.includes(CLIENT_RENDERED)) log.error({}, 'a part of the page failed to render: the browser renders it');
  return Buffer.from(html);
}
