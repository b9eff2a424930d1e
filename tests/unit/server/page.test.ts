// @vitest-environment node
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../../../src/server/markers';
import { chunkFiles, pageStream, withCodeAfterPaint, withInlineStyles } from '../../../src/server/page';

const template = `<html><head><script nonce="${NONCE_PLACEHOLDER}" src="/a.js"></script><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

describe('pageStream', () => {
  it('puts the head, the app, the state block and the nonce into the template', async () => {
    const html = await text(pageStream(template, { status: 200, head: '<title>t</title>', body: '<p>app</p>', state: '{"queries":[]}', screen: null }, 'n0nce'));
    expect(html).toBe(
      '<html><head><script nonce="n0nce" src="/a.js"></script><title>t</title></head><body><div id="root"><p>app</p></div><script type="application/json" id="realt-state">{"queries":[]}</script></body></html>',
    );
  });

  it('leaves the root empty and no state for the client shell', async () => {
    const html = await text(pageStream(template, { status: 200, head: '', body: null, state: null, screen: null }, 'n'));
    expect(html).toContain('<div id="root"></div></body>');
  });
});

describe('chunkFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_env'] },
    _env: { file: 'assets/env.js' },
    _card: { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_env', 'index.html'] },
    'src/catalog.tsx': { file: 'assets/catalog.js', css: ['assets/catalog.css'], imports: ['_env', 'index.html', '_card'] },
  };

  it('lists the entry’s, the shared chunks’ and the screen’s own CSS, dependencies first, once each', () => {
    expect(chunkFiles(manifest, 'src/catalog.tsx').css).toEqual(['assets/index.css', 'assets/card.css', 'assets/catalog.css']);
  });

  it('lists the screen’s scripts beyond the entry’s, dependencies first', () => {
    expect(chunkFiles(manifest, 'src/catalog.tsx').js).toEqual(['assets/card.js', 'assets/catalog.js']);
  });

  it('gives the entry’s CSS and no scripts for the entry', () => {
    expect(chunkFiles(manifest, 'index.html')).toEqual({ css: ['assets/index.css'], js: [] });
  });
});

describe('withInlineStyles', () => {
  const built = `<head><link rel="stylesheet" crossorigin href="/realt/assets/index-Ab1.css" nonce="${NONCE_PLACEHOLDER}"></head>`;

  const styles = [
    { href: '/realt/assets/index-Ab1.css', css: 'a{color:red}' },
    { href: '/realt/assets/card-Cd2.css', css: 'b{color:blue}' },
  ];

  it('replaces the entry’s stylesheet link by the page’s CSS in a <style> element with the nonce, each file named by a disabled link', () => {
    expect(withInlineStyles(built, 'assets/index-Ab1.css', styles)).toBe(
      `<head><style nonce="${NONCE_PLACEHOLDER}">a{color:red}\nb{color:blue}</style>` +
        '<link rel="stylesheet" href="/realt/assets/index-Ab1.css" disabled><link rel="stylesheet" href="/realt/assets/card-Cd2.css" disabled></head>',
    );
  });

  it('cannot be ended early by the CSS it carries', () => {
    expect(withInlineStyles(built, 'assets/index-Ab1.css', [{ href: '/a.css', css: 'a{content:"</style><script>"}' }])).not.toContain('</style><script>');
  });

  it('refuses a template without the entry’s link', () => {
    expect(() => withInlineStyles('<head></head>', 'assets/index-Ab1.css', [])).toThrow(/index-Ab1.css/);
  });
});

describe('withCodeAfterPaint', () => {
  const built =
    `<head><script type="module" crossorigin src="/realt/assets/index-A1.js" nonce="${NONCE_PLACEHOLDER}"></script>\n` +
    `<link rel="modulepreload" crossorigin href="/realt/assets/env-B2.js" nonce="${NONCE_PLACEHOLDER}">\n</head>`;

  it('replaces the entry’s script and preloads by one inline module with the nonce that imports them after the first frame', () => {
    const html = withCodeAfterPaint(built);
    expect(html).not.toContain('src="/realt/assets/index-A1.js"');
    expect(html).not.toContain('rel="modulepreload" crossorigin');
    const script = /<script type="module" nonce="REALT_CSP_NONCE">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('requestAnimationFrame');
    expect(script).toContain('["/realt/assets/env-B2.js"]');
    // the entry's imports run first, one task each
    expect(script).toContain('for(const href of ["/realt/assets/env-B2.js"]){await import(href)');
    expect(script).toContain('import("/realt/assets/index-A1.js")');
    expect(script).toContain('self.realtEarlyClicks=');
  });

  it('preloads the screen’s modules with the entry’s, each once', () => {
    const html = withCodeAfterPaint(built, ['/realt/assets/card-C3.js', '/realt/assets/env-B2.js']);
    expect(html).toContain('["/realt/assets/env-B2.js","/realt/assets/card-C3.js"]');
  });

  it('refuses a template without an entry script', () => {
    expect(() => withCodeAfterPaint('<head></head>')).toThrow(/entry script/);
  });
});
