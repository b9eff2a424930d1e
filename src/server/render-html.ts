import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderLog } from './render';

// what React writes where a part of the page failed to render: the browser renders it
const CLIENT_RENDERED = '<!--$!-->';

/**
 * Nothing suspends (data in the cache, code and texts loaded at start), so no stream: it cost a tenth
 * more CPU. renderToString tells nobody of a part that failed to render: this does.
 */
export function renderHtml(app: ReactNode, log: RenderLog): Buffer {
  const html = renderToString(app);
  if (html.includes(CLIENT_RENDERED)) log.error({}, 'a part of the page failed to render: the browser renders it');
  return Buffer.from(html);
}
