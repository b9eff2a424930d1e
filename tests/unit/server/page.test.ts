// @vitest-environment node
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../../../src/server/markers';
import { pageStream } from '../../../src/server/page';

const template = `<html><head><script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

describe('pageStream', () => {
  it('puts the head, the app, the state block and the nonce into the template', async () => {
    const html = await text(pageStream(template, { status: 200, head: '<title>t</title>', body: '<p>app</p>', state: '{"queries":[]}' }, 'n0nce'));
    expect(html).toBe(
      '<html><head><script nonce="n0nce" src="/a.js"></script><title>t</title></head><body><div id="root"><p>app</p></div><script type="application/json" id="realt-state">{"queries":[]}</script></body></html>',
    );
  });

  it('leaves the root empty and no state for the client shell', async () => {
    const html = await text(pageStream(template, { status: 200, head: '', body: null, state: null }, 'n'));
    expect(html).toContain('<div id="root"></div></body>');
  });
});
