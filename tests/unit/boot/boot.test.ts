// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, boot, keepClicks, sendEarlyCalls, startModules } from '../../../src/boot/boot';
import EARLY_SCRIPT from '../../../src/boot/early.ts?iife';
import START_SCRIPT from '../../../src/boot/start.ts?iife';
import type { BootData } from '../../../src/server/markers';

const data = (more: Partial<BootData> = {}): BootData => ({
  imports: ['/realt/assets/env-B2.js'],
  modules: [],
  entry: '/realt/assets/index-A1.js',
  rendered: false,
  ...more,
});

/** What the start-up added to the head, in order: `modulepreload <href>` or `module <src>`. */
const added = () => [...document.head.children].map((element) => (element instanceof HTMLLinkElement ? `${element.rel} ${element.getAttribute('href')}` : `module ${element.getAttribute('src')}`));
const started = () => added().at(-1) === 'module /realt/assets/index-A1.js';

// how many elements each task added, a task ending where the start-up yields by a message
let perTask: number[] = [];
class Channel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = {
    postMessage: () =>
      setTimeout(() => {
        perTask.push(document.head.children.length - perTask.reduce((sum, count) => sum + count, 0));
        this.port1.onmessage?.();
      }),
  };
}

type PaintList = { getEntriesByName: (name: string) => unknown[] };
/** Paint Timing: the first contentful paint told by `paint()`, or at once once it has happened (a buffered observer's first report). */
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
  vi.stubGlobal('PerformanceObserver', PerformanceObserver);
  return () => {
    shown = true;
    observers.forEach((tell) => tell());
  };
};

let frames: Array<() => void> = [];
const visibility = (hidden: boolean) => vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

// the head loads at once what is added to it
const loader = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => node.dispatchEvent(new Event('load')))));

beforeEach(() => {
  // the page's timers on a clock the test moves: a wait that shows nothing happened is not a sleep
  vi.useFakeTimers();
  perTask = [];
  frames = [];
  vi.stubGlobal('MessageChannel', Channel);
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
  visibility(false);
  loader.observe(document.head, { childList: true });
});

afterEach(() => {
  loader.disconnect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete globalThis.realtBoot;
});

describe('startModules', () => {
  it('preloads the entry’s imports, the page’s modules and its texts’ files, then runs the imports and the entry', async () => {
    document.body.innerHTML = '<script type="application/json" id="realt-texts">{"ids":["app"],"files":["/realt/assets/app.en-X1.js"]}</script>';
    void startModules(data({ modules: ['/realt/assets/index-A1.js'] }));
    await vi.waitFor(() => expect(started()).toBe(true));
    expect(added()).toEqual([
      'modulepreload /realt/assets/env-B2.js',
      'modulepreload /realt/assets/index-A1.js',
      'modulepreload /realt/assets/app.en-X1.js',
      'module /realt/assets/env-B2.js',
      'module /realt/assets/index-A1.js',
    ]);
  });

  it('starts each preload and each import in a task of its own: twenty-odd at once would be a long task on a phone', async () => {
    void startModules(data({ modules: ['/realt/assets/card-C3.js', '/realt/assets/list-D4.js', '/realt/assets/index-A1.js'] }));
    await vi.waitFor(() => expect(started()).toBe(true));
    expect(added()).toHaveLength(6);
    expect(perTask).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('afterFirstPaint', () => {
  it('starts a rendered page’s code only once two frames have begun, however late, and at once in a tab hidden when it opens or when its load ends', async () => {
    paintTiming();
    const visible = vi.fn();
    afterFirstPaint(visible);
    await vi.advanceTimersByTimeAsync(300);
    expect(visible).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    // the frame that paints the loaded page: the code waits for the next one
    frames.shift()?.();
    await vi.advanceTimersByTimeAsync(50);
    expect(visible).not.toHaveBeenCalled();
    frames.shift()?.();
    expect(visible).toHaveBeenCalledTimes(1);

    const hidden = vi.fn();
    visibility(true);
    afterFirstPaint(hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
    // visible as it opened, hidden by the time its load has ended (the load's wait resolves later)
    const hiddenLater = vi.fn();
    visibility(false);
    afterFirstPaint(hiddenLater);
    visibility(true);
    await vi.waitFor(() => expect(hiddenLater).toHaveBeenCalledTimes(1));
    expect(frames).toEqual([]);
  });

  it('starts a rendered page’s code once the page has loaded (its images, its fonts) and its first paint is shown, or a few seconds have passed', async () => {
    const paint = paintTiming({ painted: false });
    readyState('interactive');
    afterFirstPaint(vi.fn());
    await vi.advanceTimersByTimeAsync(50);
    // no frame asked for while the page's images load
    expect(frames).toEqual([]);
    dispatchEvent(new Event('load'));
    // nor once they have, while the first paint is not yet shown
    await vi.advanceTimersByTimeAsync(50);
    expect(frames).toEqual([]);
    paint();
    await vi.waitFor(() => expect(frames).toHaveLength(1));

    frames = [];
    afterFirstPaint(vi.fn());
    await vi.advanceTimersByTimeAsync(2_900);
    expect(frames).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(frames).toHaveLength(1);
  });

  it('starts a rendered page without waiting for its paint in a browser without Paint Timing', async () => {
    const refusing = class {
      observe() {
        throw new TypeError('entryTypes required');
      }
    };
    for (const PerformanceObserver of [undefined, refusing]) {
      vi.stubGlobal('PerformanceObserver', PerformanceObserver);
      frames = [];
      afterFirstPaint(vi.fn());
      await vi.waitFor(() => expect(frames).toHaveLength(1));
    }
  });

  it('waits for the first photos a private page’s early calls name', async () => {
    paintTiming();
    let photosLoaded = () => {};
    afterFirstPaint(vi.fn(), new Promise((done) => (photosLoaded = done)));
    await vi.advanceTimersByTimeAsync(50);
    expect(frames).toEqual([]);
    photosLoaded();
    await vi.waitFor(() => expect(frames).toHaveLength(1));
  });
});

describe('sendEarlyCalls', () => {
  const calls = [
    { method: 'GET', url: '/api/get-authenticated-user', headers: { 'x-requested-with': 'XMLHttpRequest' }, body: null },
    { method: 'POST', url: '/client-api/announcements', headers: { 'content-type': 'application/json' }, body: '{"page":1}' },
  ];
  const fetch = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    document.head.innerHTML = `<script type="application/json" id="realt-early">${JSON.stringify(calls)}</script>`;
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
  });
  afterEach(() => localStorage.clear());

  it('sends a private page’s early calls with the stored token, for the client to take their answers', () => {
    localStorage.setItem('access-token', '7|abc');
    const handoff = {};
    sendEarlyCalls(handoff);
    expect(fetch.mock.calls).toEqual([
      ['/api/get-authenticated-user', { method: 'GET', headers: { 'x-requested-with': 'XMLHttpRequest', Authorization: 'Bearer 7|abc' }, body: null }],
      ['/client-api/announcements', { method: 'POST', headers: { 'content-type': 'application/json', Authorization: 'Bearer 7|abc' }, body: '{"page":1}' }],
    ]);
    expect(handoff).toEqual({ calls: calls.map((call) => ({ ...call, authorization: 'Bearer 7|abc', response: expect.any(Promise) })) });
  });

  it('sends a call taken down at the bare address only where the address names none of what it reads: there the screen asks for another', () => {
    const queue = { method: 'GET', url: '/admin-api/announcements?status=1&page=1', headers: {}, body: null, reads: ['status', 'page'] };
    document.head.innerHTML = `<script type="application/json" id="realt-early">${JSON.stringify([calls[0], queue])}</script>`;
    localStorage.setItem('access-token', '7|abc');
    const sent = () => fetch.mock.calls.map((call: unknown[]) => call[0]);
    window.history.replaceState(null, '', '/realt/admin/advertisements?status=3&page=2');
    sendEarlyCalls({});
    expect(sent()).toEqual(['/api/get-authenticated-user']);
    fetch.mockClear();
    window.history.replaceState(null, '', '/realt/admin/advertisements');
    sendEarlyCalls({});
    expect(sent()).toEqual(['/api/get-authenticated-user', '/admin-api/announcements?status=1&page=1']);
    // a query of other things (a bank's return, a campaign's tag) asks for the same first page
    fetch.mockClear();
    window.history.replaceState(null, '', '/realt/admin/advertisements?succes=true&utm_source=mail');
    sendEarlyCalls({});
    expect(sent()).toEqual(['/api/get-authenticated-user', '/admin-api/announcements?status=1&page=1']);
  });

  it('sends nothing without a token, nor when storage is refused', () => {
    const handoff = {};
    sendEarlyCalls(handoff);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    sendEarlyCalls(handoff);
    expect(fetch).not.toHaveBeenCalled();
    expect(handoff).toEqual({});
    expect(added()).toHaveLength(1);
  });
});

describe('keepClicks', () => {
  it('keeps a control clicked before the app answers, from the app too, and hands it over once, keeping no more', () => {
    document.body.innerHTML = '<button type="button"><span>open</span></button><button type="submit">send</button>';
    const [control, submit] = document.querySelectorAll('button');
    const app = vi.fn();
    document.addEventListener('click', app);
    const take = keepClicks();
    control?.querySelector('span')?.click();
    submit?.click();
    expect(app).toHaveBeenCalledTimes(1);
    expect(take()).toEqual([control]);
    control?.click();
    expect(take()).toEqual([]);
    expect(app).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', app);
  });
});

describe('boot', () => {
  it('on a page the server rendered, keeps clicks and hands them on beside the early calls; the client shell starts at once, keeping none', async () => {
    paintTiming();
    globalThis.realtBoot = { calls: [] };
    boot(data({ rendered: true }));
    expect(globalThis.realtBoot).toEqual({ calls: [], clicks: expect.anything() });
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(added()).toEqual([]);

    delete globalThis.realtBoot;
    boot(data());
    expect(globalThis.realtBoot).toEqual({});
    await vi.waitFor(() => expect(started()).toBe(true));
  });
});

describe('the inline scripts', () => {
  const list = JSON.stringify({ result: { data: [{ id: 1, main_photo: { image: '/demo/flat-7.svg', description: 0 } }] } });
  const run = () => {
    document.head.innerHTML =
      '<script type="application/json" id="realt-early">[{"method":"POST","url":"/client-api/announcements","headers":{},"body":"{}"}]</script>' +
      `<script type="application/json" id="realt-boot">${JSON.stringify(data({ rendered: true }))}</script>`;
    // my listings' skeleton: its photo boxes wait for the list's photos
    document.body.innerHTML = '<span class="skeleton__photo"></span>';
    paintTiming();
    new Function(EARLY_SCRIPT)();
    new Function(START_SCRIPT)();
  };
  afterEach(() => localStorage.clear());

  it('are the start-up built into scripts of their own: the early calls go out, their first photos load, then the page its block names starts', async () => {
    for (const script of [EARLY_SCRIPT, START_SCRIPT]) {
      expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
      expect(script).not.toMatch(/\bimport\b|\bexport\b|\/realt\//);
    }
    localStorage.setItem('access-token', '7|abc');
    let answer = (_: Response) => {};
    vi.stubGlobal('fetch', () => new Promise((done) => (answer = done)));
    run();
    expect(globalThis.realtBoot).toMatchObject({ calls: [expect.objectContaining({ authorization: 'Bearer 7|abc' })], clicks: expect.anything(), photos: expect.any(Promise) });
    await vi.advanceTimersByTimeAsync(50);
    expect(frames).toEqual([]);
    // the head loads the photo's preload at once (the loader above)
    answer(new Response(list));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(added()).toContain('preload /demo/flat-7.svg');
    frames.shift()?.();
    frames.shift()?.();
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('start the page without waiting for photos when there is no token', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    run();
    expect(globalThis.realtBoot).toEqual({ clicks: expect.anything() });
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(fetch).not.toHaveBeenCalled();
  });
});
