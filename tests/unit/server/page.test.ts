import { describe, expect, it } from 'vitest';
import { compileTemplate, cspHash, pageHtml, withBootstrap } from '../../../src/server/page';
import type { RenderedPage } from '../../../src/server/render';
import type { Lang } from '../../../src/i18n/lang';
import type { BootData } from '../../../src/server/markers';

const HTML =
  '<html lang="ka"><head><script type="module">boot()</script><style>a{}</style><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
const template = compileTemplate(HTML);
// a Georgian page that read no catalogue of texts; its body is given as text
const page = ({ body, ...more }: Partial<Pick<RenderedPage, 'lang' | 'head' | 'state' | 'texts' | 'early'>> & { body?: string } = {}) => ({
  lang: 'ka' as const,
  head: '',
  body: body === undefined ? null : Buffer.from(body),
  state: null,
  texts: [],
  ...more,
});
// the document as the browser decodes it
const pageText = (...args: Parameters<typeof pageHtml>) => pageHtml(...args).toString('utf8');
describe('pageHtml', () => {
  it('puts the head, the app and the state block into the template', () => {
    expect(pageText(template, page({ head: '<title>t</title>', body: '<p>app</p>', state: '{"queries":[]}' }))).toBe(
      '<html lang="ka"><head><script type="module">boot()</script><style>a{}</style><title>t</title></head><body><div id="root"><p>app</p></div><script type="application/json" id="realt-state">{"queries":[]}</script></body></html>',
    );
  });

  it('leaves the root empty and no state for the client shell', () => {
    expect(pageText(template, page())).toContain('<div id="root"></div></body>');
  });

  it('writes the page as UTF-8, the body’s bytes as React wrote them', () => {
    const html = pageHtml(template, page({ head: '<title>ბინა</title>', body: '<p>ვაკე — Ваке</p>' }));
    expect(html).toBeInstanceOf(Buffer);
    expect(html.toString('utf8')).toContain('<title>ბინა</title></head><body><div id="root"><p>ვაკე — Ваке</p></div>');
  });

  it('takes the data as it is: no `$` pattern of String.replace rewrites the template', () => {
    const head = "<title>ბინა 85000$ $& $` $' $$</title>";
    const body = "<h1>$'$`$&$$</h1>";
    const html = pageText(template, page({ head, body, state: '"$\'"', texts: ['app'] }));
    expect(html).toContain(head);
    expect(html).toContain(body);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<!--app-/g)).toBeNull();
  });

  it('knows the CSP hashes of the template’s inline scripts and styles', () => {
    expect(template.scriptHashes).toEqual([cspHash('boot()')]);
    expect(template.styleHashes).toEqual([cspHash('a{}')]);
    expect(cspHash('boot()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('refuses a template without its markers', () => {
    expect(() => compileTemplate('<html lang="ka"><!--app-head--></html>')).toThrow(/app-html/);
  });

  it('refuses a template whose <html> is not Georgian, the language it writes over', () => {
    expect(() => compileTemplate(HTML.replace('<html lang="ka">', '<html>'))).toThrow(/<html lang="ka">/);
    expect(() => compileTemplate(HTML.replace('<html lang="ka">', '<html lang="en">'))).toThrow(/<html lang="ka">/);
  });
});

describe('pageHtml in a language', () => {
  // the built chunk of a catalogue, as the manifest names it
  const textFile = (id: string, lang: Lang) => (id === 'unbuilt' ? undefined : `/realt/assets/${id}.${lang}-X1.js`);
  const built = compileTemplate(HTML, textFile);
  const block = (html: string) => /<script type="application\/json" id="realt-texts">(.*?)<\/script>/.exec(html)?.[1];

  it('writes the page’s language into <html lang>', () => {
    expect(pageText(template, page({ lang: 'en' }))).toMatch(/^<html lang="en"><head>/);
    expect(pageText(template, page({ lang: 'ru' }))).toMatch(/^<html lang="ru"><head>/);
    expect(pageText(template, page())).toMatch(/^<html lang="ka"><head>/);
  });

  it('names the catalogues the render read and their built files in the page’s language, before the state block', () => {
    const html = pageText(built, page({ lang: 'en', body: '<p>app</p>', state: '{"queries":[]}', texts: ['app', 'catalog'] }));
    expect(JSON.parse(block(html) ?? 'null')).toEqual({ ids: ['app', 'catalog'], files: ['/realt/assets/app.en-X1.js', '/realt/assets/catalog.en-X1.js'] });
    expect(html).toContain(
      '</div><script type="application/json" id="realt-texts">{"ids":["app","catalog"],"files":["/realt/assets/app.en-X1.js","/realt/assets/catalog.en-X1.js"]}</script>' +
        '<script type="application/json" id="realt-state">{"queries":[]}</script></body>',
    );
  });

  it('lists no file for a catalogue without a built chunk, nor any under the dev server', () => {
    const unbuilt = pageText(built, page({ lang: 'ru', texts: ['app', 'unbuilt'] }));
    expect(JSON.parse(block(unbuilt) ?? 'null')).toEqual({ ids: ['app', 'unbuilt'], files: ['/realt/assets/app.ru-X1.js'] });
    const dev = pageText(template, page({ lang: 'en', texts: ['app'] }));
    expect(JSON.parse(block(dev) ?? 'null')).toEqual({ ids: ['app'], files: [] });
  });

  it('writes no texts block for a page that read no catalogue (the client shell)', () => {
    expect(pageText(built, page({ lang: 'en' }))).not.toContain('realt-texts');
  });

  it('keeps the template’s other parts as they were', () => {
    const html = pageText(built, page({ lang: 'en', head: '<title>t</title>', body: '<p>app</p>' }));
    expect(html).toBe(pageText(template, page({ lang: 'ka', head: '<title>t</title>', body: '<p>app</p>' })).replace('<html lang="ka">', '<html lang="en">'));
    expect(built.scriptHashes).toEqual(template.scriptHashes);
  });
});

describe('withBootstrap', () => {
  const built =
    '<head><script type="module" crossorigin src="/realt/assets/index-A1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/realt/assets/env-B2.js">\n</head>';
  // the start-up as built (src/boot/): the same texts on every page
  const SCRIPTS = { start: 'boot()', early: 'calls()' };
  /** What a page tells its start-up (src/boot/boot.ts). */
  const bootData = (html: string): BootData => JSON.parse(/<script type="application\/json" id="realt-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('replaces the entry’s script and preloads by the page’s start-up, told the page’s addresses in a block before it', () => {
    const html = withBootstrap(built, SCRIPTS, { kind: 'rendered' });
    expect(html).toBe(
      '<head><script type="application/json" id="realt-boot">' +
        '{"imports":["/realt/assets/env-B2.js"],"modules":[],"entry":"/realt/assets/index-A1.js","rendered":true}' +
        '</script><script type="module">boot()</script>\n</head>',
    );
  });

  it('inlines the same scripts on every page: one hash, and a private route’s early calls’ beside it', () => {
    const hashes = (html: string) => compileTemplate(`<html lang="ka">${html}<!--app-head--><!--app-html--><!--app-state-->`).scriptHashes;
    expect(hashes(withBootstrap(built, SCRIPTS))).toEqual([cspHash('boot()')]);
    expect(hashes(withBootstrap(built, SCRIPTS, { kind: 'rendered', modules: ['/realt/assets/card-C3.js'] }))).toEqual([cspHash('boot()')]);
    expect(hashes(withBootstrap(built, SCRIPTS, { kind: 'skeleton' }))).toEqual([
      cspHash('calls()'),
      cspHash('boot()'),
    ]);
  });

  it('starts the client shell’s code at once, its entry preloaded, keeping no early clicks', () => {
    expect(bootData(withBootstrap(built, SCRIPTS))).toMatchObject({ modules: ['/realt/assets/index-A1.js'], rendered: false });
  });

  it('preloads a private route’s skeleton’s entry with its imports, and the screen’s modules with the entry’s, each once', () => {
    expect(bootData(withBootstrap(built, SCRIPTS, { kind: 'skeleton' })).modules).toEqual(['/realt/assets/index-A1.js']);
    expect(bootData(withBootstrap(built, SCRIPTS, { modules: ['/realt/assets/card-C3.js', '/realt/assets/env-B2.js'] })).modules).toEqual([
      '/realt/assets/card-C3.js',
      '/realt/assets/index-A1.js',
    ]);
  });

  it('under the dev server, starts the entry: the last module script, after Vite’s client', () => {
    const dev = '<head><script type="module" src="/realt/@vite/client"></script></head><body><script type="module" src="/realt/src/entry-client.tsx"></script></body>';
    const html = withBootstrap(dev, SCRIPTS);
    expect(html).toContain('<script type="module" src="/realt/@vite/client"></script>');
    expect(bootData(html)).toMatchObject({ imports: [], entry: '/realt/src/entry-client.tsx' });
  });

  it('writes a private page’s early calls into their block, and none for other pages', () => {
    const early = '[{"method":"GET","url":"/api/get-authenticated-user","headers":{},"body":null}]';
    expect(pageText(template, { ...page(), early })).toContain(`<script type="application/json" id="realt-early">${early}</script>`);
    expect(pageText(template, page())).not.toContain('realt-early');
    // in the head, before the script that sends them, which runs as soon as it is parsed
    const shell = compileTemplate(
      withBootstrap(
        '<html lang="ka"><head><!--app-head--><script type="module" crossorigin src="/realt/assets/index-A1.js"></script></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
        SCRIPTS,
        { kind: 'skeleton' },
      ),
    );
    const text = pageText(shell, { ...page(), early });
    expect(text.indexOf('id="realt-early"')).toBeGreaterThan(0);
    expect(text.indexOf('id="realt-early"')).toBeLessThan(text.indexOf('<script>calls()</script><script type="module">boot()</script>'));
    expect(text.indexOf('<script type="module">boot()')).toBeLessThan(text.indexOf('</head>'));
  });

  it('refuses a template without an entry script', () => {
    expect(() => withBootstrap('<head></head>', SCRIPTS)).toThrow(/entry script/);
  });
});
