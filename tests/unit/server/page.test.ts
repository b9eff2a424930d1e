import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkFiles, compileTemplate, cspHash, pageHtml, withBootstrap, withInlineStyles, type RenderedPage } from '../../../src/server/page';
import type { Lang } from '../../../src/i18n/lang';
import { EARLY_PHOTOS_EVENT } from '../../../src/server/markers';

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
/** The classic inline script of a page: the one that sends a private page's early calls. */
const classicScript = (html: string) => /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * A document as the bootstrap sees it: `hidden`, `readyState`, `getElementById` as given, and a head
 * that loads at once what is added to it, its address noted in `added`.
 */
const bootDocument = ({ hidden = false, readyState = 'complete', byId = (_id: string): { textContent: string } | null => null } = {}) => {
  const added: string[] = [];
  const document = {
    hidden,
    readyState,
    getElementById: byId,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: { href?: string; src?: string; onload?: () => void }) => (added.push(element.href ?? element.src ?? ''), element.onload?.()) },
  };
  return { added, document };
};

type PaintList = { getEntriesByName: (name: string) => unknown[] };
/**
 * Paint Timing as the bootstrap reads it: observers of `paint` entries, told of the first contentful
 * paint by `paint()`, or at once once it has happened (a buffered observer's first report).
 */
const paintTiming = ({ painted = true } = {}) => {
  let shown = painted;
  const observers: Array<() => void> = [];
  class PerformanceObserver {
    constructor(private readonly report: (list: PaintList, observer: PerformanceObserver) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type !== 'paint' || !buffered) throw new Error(`observes ${type} unbuffered`);
      const tell = () => this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, this);
      observers.push(tell);
      if (shown) queueMicrotask(tell);
    }
    disconnect() {
      observers.splice(0);
    }
  }
  return {
    PerformanceObserver,
    paint: () => {
      shown = true;
      observers.forEach((tell) => tell());
    },
  };
};

afterEach(() => vi.useRealTimers());

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
  const built = '<head><link rel="stylesheet" crossorigin href="/realt/assets/index-Ab1.css"></head>';

  const styles = [
    { href: '/realt/assets/index-Ab1.css', css: 'a{color:red}' },
    { href: '/realt/assets/card-Cd2.css', css: 'b{color:blue}' },
  ];

  it('replaces the entry’s stylesheet link by the page’s CSS in one <style> element, each file named by a disabled link', () => {
    expect(withInlineStyles(built, ['assets/index-Ab1.css'], styles)).toBe(
      '<head><style>a{color:red}\nb{color:blue}</style>' +
        '<link rel="stylesheet" href="/realt/assets/index-Ab1.css" disabled><link rel="stylesheet" href="/realt/assets/card-Cd2.css" disabled></head>',
    );
  });

  it('cannot be ended early by the CSS it carries', () => {
    expect(withInlineStyles(built, ['assets/index-Ab1.css'], [{ href: '/a.css', css: 'a{content:"</style><script>"}' }])).not.toContain('</style><script>');
  });

  it('refuses a template without the entry’s link', () => {
    expect(() => withInlineStyles('<head></head>', ['assets/index-Ab1.css'], [])).toThrow(/index-Ab1.css/);
    expect(() => withInlineStyles(built, [], [])).toThrow(/no stylesheet/);
  });

  it('removes every link of an entry whose CSS the bundler split, so that none blocks the first paint', () => {
    const split = '<head><link rel="stylesheet" crossorigin href="/realt/assets/button-Ef3.css"><link rel="stylesheet" crossorigin href="/realt/assets/index-Ab1.css"></head>';
    const page = withInlineStyles(split, ['assets/button-Ef3.css', 'assets/index-Ab1.css'], [
      { href: '/realt/assets/button-Ef3.css', css: 'c{color:green}' },
      ...styles,
    ]);
    expect(page).toBe(
      '<head><style>c{color:green}\na{color:red}\nb{color:blue}</style>' +
        '<link rel="stylesheet" href="/realt/assets/button-Ef3.css" disabled><link rel="stylesheet" href="/realt/assets/index-Ab1.css" disabled>' +
        '<link rel="stylesheet" href="/realt/assets/card-Cd2.css" disabled></head>',
    );
  });
});

describe('withBootstrap', () => {
  const built =
    '<head><script type="module" crossorigin src="/realt/assets/index-A1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/realt/assets/env-B2.js">\n</head>';

  it('replaces the entry’s script and preloads by one inline module that adds them as elements after the first frame', () => {
    const html = withBootstrap(built, { afterPaint: true, keepClicks: true });
    expect(html).not.toContain('src="/realt/assets/index-A1.js"');
    expect(html).not.toContain('rel="modulepreload" crossorigin');
    const script = /<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('requestAnimationFrame');
    expect(script).toContain('["/realt/assets/env-B2.js"]');
    // the entry's imports run first, one task each, and every script is an element the module adds
    // ('strict-dynamic' trusts those; an import() from a hashed inline module is refused)
    expect(script).toContain('for(const src of ["/realt/assets/env-B2.js"]){await add("script",{type:"module",src})');
    expect(script).toContain('add("script",{type:"module",src:"/realt/assets/index-A1.js"})');
    expect(script).not.toContain('import(');
    expect(script).toContain('self.realtEarlyClicks=');
  });

  it('starts the client shell’s code at once, keeping no early clicks', () => {
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built))?.[1] ?? '';
    expect(script).toMatch(/start\(\);$/);
    expect(script).not.toContain('requestAnimationFrame');
    expect(script).not.toContain('realtEarlyClicks');
  });

  it('starts a private route’s skeleton’s code after its first frame, the entry preloaded with its imports, keeping the clicks made before it hydrates', () => {
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built, { afterPaint: true, preloadEntry: true, keepClicks: true }))?.[1] ?? '';
    expect(script).toContain('requestAnimationFrame');
    expect(script).toContain('self.realtEarlyClicks=');
    expect(script).toContain('["/realt/assets/env-B2.js","/realt/assets/index-A1.js"]');
  });

  it('preloads the screen’s modules with the entry’s, each once', () => {
    const html = withBootstrap(built, { modules: ['/realt/assets/card-C3.js', '/realt/assets/env-B2.js'] });
    expect(html).toContain('["/realt/assets/env-B2.js","/realt/assets/card-C3.js","/realt/assets/index-A1.js"]');
  });

  it('preloads the files the page’s texts block names, with the entry’s, before it starts the entry', async () => {
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built))?.[1] ?? '';
    // the document as the bootstrap sees it: a texts block, and a head that loads what is added at once
    type Added = { tag: string; rel?: string; href?: string; src?: string; onload?: () => void };
    const added: Added[] = [];
    const document = {
      getElementById: (id: string) => (id === 'realt-texts' ? { textContent: JSON.stringify({ ids: ['app'], files: ['/realt/assets/app.en-X1.js'] }) } : null),
      createElement: (tag: string): Added => ({ tag }),
      head: {
        append: (element: Added) => {
          added.push(element);
          element.onload?.();
        },
      },
    };
    new Function('document', script)(document);
    await vi.waitFor(() => expect(added.at(-1)?.src).toBe('/realt/assets/index-A1.js'));
    expect(added.filter((element) => element.rel === 'modulepreload').map((element) => element.href)).toEqual([
      '/realt/assets/env-B2.js',
      '/realt/assets/index-A1.js',
      '/realt/assets/app.en-X1.js',
    ]);
    expect(added.findIndex((element) => element.href === '/realt/assets/app.en-X1.js')).toBeLessThan(added.findIndex((element) => element.tag === 'script'));
  });

  it('starts each preload and each import in a task of its own: twenty-odd at once would be a long task on a phone', async () => {
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built, { modules: ['/realt/assets/card-C3.js', '/realt/assets/list-D4.js'] }))?.[1] ?? '';
    const added: Array<{ tag: string; src?: string; onload?: () => void }> = [];
    // how many elements each task added, a task ending where the script yields by a message
    const perTask: number[] = [];
    let inTask = 0;
    const document = {
      getElementById: () => null,
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (element: (typeof added)[number]) => {
          inTask += 1;
          added.push(element);
          element.onload?.();
        },
      },
    };
    class Channel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = {
        postMessage: () =>
          setTimeout(() => {
            perTask.push(inTask);
            inTask = 0;
            this.port1.onmessage?.();
          }),
      };
    }
    new Function('document', 'MessageChannel', script)(document, Channel);
    await vi.waitFor(() => expect(added.at(-1)?.src).toBe('/realt/assets/index-A1.js'));
    expect(added).toHaveLength(6);
    expect(perTask).toEqual([1, 1, 1, 1, 1]);
  });

  it('asks for a rendered page’s code only once two frames have begun, however late, and at once in a tab hidden when it opens or when its load ends', async () => {
    // the page's timers on a clock the test moves: a wait that shows nothing happened is not a sleep
    vi.useFakeTimers();
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built, { afterPaint: true }))?.[1] ?? '';
    const run = (hidden: boolean) => {
      const { added, document } = bootDocument({ hidden });
      const frames: Array<() => void> = [];
      new Function('document', 'requestAnimationFrame', 'PerformanceObserver', script)(document, (frame: () => void) => frames.push(frame), paintTiming().PerformanceObserver);
      return { added, frames, document };
    };
    const visible = run(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(visible.added).toEqual([]);
    expect(visible.frames).toHaveLength(1);
    // the frame that paints the loaded page: the code waits for the next one
    visible.frames.shift()?.();
    await vi.advanceTimersByTimeAsync(50);
    expect(visible.added).toEqual([]);
    expect(visible.frames).toHaveLength(1);
    visible.frames.shift()?.();
    await vi.waitFor(() => expect(visible.added.at(-1)).toBe('/realt/assets/index-A1.js'));
    const hidden = run(true);
    expect(hidden.frames).toEqual([]);
    await vi.waitFor(() => expect(hidden.added.at(-1)).toBe('/realt/assets/index-A1.js'));
    // visible as it opened, hidden by the time its load has ended (the load's wait resolves later)
    const hiddenLater = run(false);
    hiddenLater.document.hidden = true;
    await vi.waitFor(() => expect(hiddenLater.added.at(-1)).toBe('/realt/assets/index-A1.js'));
    expect(hiddenLater.frames).toEqual([]);
  });

  it('asks for a rendered page’s code once the page has loaded (its images, its fonts) and its first paint is shown, or a few seconds have passed', async () => {
    // the page's timers on a clock the test moves: a wait that shows nothing happened is not a sleep
    vi.useFakeTimers();
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built, { afterPaint: true }))?.[1] ?? '';
    const run = () => {
      const timing = paintTiming({ painted: false });
      const { added, document } = bootDocument({ readyState: 'interactive' });
      const frames: Array<() => void> = [];
      const loads: Array<() => void> = [];
      new Function('document', 'requestAnimationFrame', 'addEventListener', 'PerformanceObserver', script)(
        document,
        (frame: () => void) => frames.push(frame),
        (type: string, listener: () => void) => type === 'load' && loads.push(listener),
        timing.PerformanceObserver,
      );
      return { added, frames, load: () => loads.forEach((listener) => listener()), paint: timing.paint };
    };
    const page = run();
    await vi.advanceTimersByTimeAsync(50);
    // no frame asked for while the page's images load
    expect(page.frames).toEqual([]);
    page.load();
    // nor once they have, while the first paint is not yet shown
    await vi.advanceTimersByTimeAsync(50);
    expect(page.frames).toEqual([]);
    page.paint();
    await vi.waitFor(() => expect(page.frames).toHaveLength(1));
    page.frames.shift()?.();
    expect(page.added).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames.shift()?.();
    await vi.waitFor(() => expect(page.added.at(-1)).toBe('/realt/assets/index-A1.js'));

    const stalled = run();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(stalled.frames).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(stalled.frames).toHaveLength(1);
  });

  it('starts a rendered page without waiting for its paint in a browser without Paint Timing', async () => {
    const script = /<script type="module">(.*)<\/script>/.exec(withBootstrap(built, { afterPaint: true }))?.[1] ?? '';
    for (const PerformanceObserver of [
      undefined,
      class {
        observe() {
          throw new TypeError('entryTypes required');
        }
      },
    ]) {
      const { added, document } = bootDocument();
      const frames: Array<() => void> = [];
      new Function('document', 'requestAnimationFrame', 'PerformanceObserver', script)(document, (frame: () => void) => frames.push(frame), PerformanceObserver);
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      frames.shift()?.();
      frames.shift()?.();
      await vi.waitFor(() => expect(added.at(-1)).toBe('/realt/assets/index-A1.js'));
    }
  });

  it('sends a private page’s early calls with the stored token before anything else, and none without a token', () => {
    const html = withBootstrap(built, { early: ['/realt/assets/priority-P1.js', '/realt/assets/early-E1.js'] });
    // a classic script, before the module: it runs as soon as it is parsed
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module">'));
    const script = classicScript(html);
    const calls = [
      { method: 'GET', url: '/api/get-authenticated-user', headers: { 'x-requested-with': 'XMLHttpRequest' }, body: null },
      { method: 'POST', url: '/client-api/announcements', headers: { 'content-type': 'application/json' }, body: '{"page":1}' },
    ];
    const run = (token: string | null) => {
      const sent: Array<{ url: string; init: RequestInit }> = [];
      const order: string[] = [];
      const window: Record<string, unknown> = {};
      const document = {
        getElementById: (id: string) => (id === 'realt-early' ? { textContent: JSON.stringify(calls) } : null),
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: { rel?: string; href?: string; type?: string; src?: string }) => order.push(element.rel ? `${element.rel} ${element.href}` : `${element.type} ${element.src}`) },
      };
      const fetch = (url: string, init: RequestInit) => (order.push('call'), sent.push({ url, init }), Promise.resolve(new Response('{}')));
      new Function('document', 'localStorage', 'fetch', 'self', 'addEventListener', script)(
        document,
        { getItem: (key: string) => (key === 'access-token' ? token : null) },
        fetch,
        window,
        () => undefined,
      );
      return { sent, order, kept: window.realtEarlyCalls };
    };
    const signedIn = run('7|abc');
    expect(signedIn.sent).toEqual([
      { url: '/api/get-authenticated-user', init: { method: 'GET', headers: { 'x-requested-with': 'XMLHttpRequest', Authorization: 'Bearer 7|abc' }, body: null } },
      { url: '/client-api/announcements', init: { method: 'POST', headers: { 'content-type': 'application/json', Authorization: 'Bearer 7|abc' }, body: '{"page":1}' } },
    ]);
    // then the early script, which preloads the photos those calls name, its import first
    expect(signedIn.order.slice(0, 4)).toEqual(['call', 'call', 'modulepreload /realt/assets/priority-P1.js', 'module /realt/assets/early-E1.js']);
    expect(signedIn.kept).toEqual([
      expect.objectContaining({ ...calls[0], authorization: 'Bearer 7|abc', response: expect.any(Promise) }),
      expect.objectContaining({ ...calls[1], authorization: 'Bearer 7|abc', response: expect.any(Promise) }),
    ]);
    const guest = run(null);
    expect(guest.sent).toEqual([]);
    expect(guest.kept).toBeUndefined();
    expect(guest.order.filter((added) => added.includes('early-E1'))).toEqual([]);
  });

  it('on a private page with early calls, asks for the code once their first photos have loaded too; at once without a token', async () => {
    vi.useFakeTimers();
    const html = withBootstrap(built, { afterPaint: true, early: ['/realt/assets/early-E1.js'] });
    const script = classicScript(html) + ';' + (/<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? '');
    const run = (token: string | null) => {
      const { added, document } = bootDocument({
        byId: (id) => (id === 'realt-early' ? { textContent: '[{"method":"GET","url":"/api/get-authenticated-user","headers":{},"body":null}]' } : null),
      });
      const frames: Array<() => void> = [];
      const listeners = new Map<string, () => void>();
      const self: Record<string, unknown> = {};
      new Function('document', 'localStorage', 'fetch', 'self', 'requestAnimationFrame', 'addEventListener', 'PerformanceObserver', script)(
        document,
        { getItem: () => token },
        () => Promise.resolve(new Response('{}')),
        self,
        (frame: () => void) => frames.push(frame),
        (type: string, listener: () => void) => listeners.set(type, listener),
        paintTiming().PerformanceObserver,
      );
      return { added, frames, photosLoaded: () => listeners.get(EARLY_PHOTOS_EVENT)?.() };
    };
    const signedIn = run('7|abc');
    await vi.advanceTimersByTimeAsync(50);
    // the page has loaded, but the photos the early calls name have not
    expect(signedIn.frames).toEqual([]);
    signedIn.photosLoaded();
    await vi.waitFor(() => expect(signedIn.frames).toHaveLength(1));
    signedIn.frames.shift()?.();
    expect(signedIn.added.at(-1)).not.toBe('/realt/assets/index-A1.js');
    expect(signedIn.frames).toHaveLength(1);
    signedIn.frames.shift()?.();
    await vi.waitFor(() => expect(signedIn.added.at(-1)).toBe('/realt/assets/index-A1.js'));

    const guest = run(null);
    await vi.waitFor(() => expect(guest.frames).toHaveLength(1));
  });

  it('starts the page even when the early calls cannot be sent (storage refused)', async () => {
    const html = withBootstrap(built, { early: ['/realt/assets/priority-P1.js', '/realt/assets/early-E1.js'] });
    const scripts = [classicScript(html), /<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? ''];
    const added: string[] = [];
    const document = {
      getElementById: (id: string) => (id === 'realt-early' ? { textContent: '[]' } : null),
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: { href?: string; src?: string; onload?: () => void }) => (added.push(element.href ?? element.src ?? ''), element.onload?.()) },
    };
    const refused = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    // two scripts, as in the page: the first's failure stays its own
    for (const script of scripts) new Function('document', 'localStorage', script)(document, refused);
    await vi.waitFor(() => expect(added.at(-1)).toBe('/realt/assets/index-A1.js'));
  });

  it('writes a private page’s early calls into their block, and none for other pages', () => {
    const early = '[{"method":"GET","url":"/api/get-authenticated-user","headers":{},"body":null}]';
    expect(pageText(template, { ...page(), early })).toContain(`<script type="application/json" id="realt-early">${early}</script>`);
    expect(pageText(template, page())).not.toContain('realt-early');
    // in the head, before the script that sends them, which runs as soon as it is parsed
    const shell = compileTemplate(
      withBootstrap(
        '<html lang="ka"><head><!--app-head--><script type="module" crossorigin src="/realt/assets/index-A1.js"></script></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
        { early: ['/realt/assets/early-E1.js'] },
      ),
    );
    const text = pageText(shell, { ...page(), early });
    expect(text.indexOf('id="realt-early"')).toBeGreaterThan(0);
    expect(text.indexOf('id="realt-early"')).toBeLessThan(text.indexOf('<script>try{'));
    expect(text.indexOf('<script>try{')).toBeLessThan(text.indexOf('</head>'));
  });

  it('refuses a template without an entry script', () => {
    expect(() => withBootstrap('<head></head>')).toThrow(/entry script/);
  });
});
