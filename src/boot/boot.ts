// The page's start-up, run inline (src/boot/start.ts, src/boot/early.ts): what the page's block
// (BootData) names, it adds to the document as elements. The policy trusts what a hashed script
// adds ('strict-dynamic'); an import() would not do (a hash, unlike a nonce, is not handed down to
// what it fetches), nor would a preload or script in the HTML (it would need a nonce, and each
// response would differ).
import { TOKEN_KEY } from '../api/token';
import { BOOT_ID, EARLY_ID, TEXTS_ID, type BootData, type EarlyRequest, type TextsBlock } from '../server/markers';
import type { EarlyClicks, Handoff } from './handoff';

/** The controls whose early clicks are kept: links and submit buttons work without the app. */
export const EARLY_CLICK_TARGETS = 'button[type=button],[role=button],[role=combobox]';

// the longest a page's code waits for the page's load (README: server rendering)
const IMAGES_WAIT_MS = 3_000;

/** What the page's boot block says. */
export const bootData = (): BootData => JSON.parse(document.getElementById(BOOT_ID)?.textContent ?? '');

/** Adds an element to the head; settles once it has loaded or failed. */
const add = <Tag extends 'link' | 'script'>(tag: Tag, props: Partial<HTMLElementTagNameMap[Tag]>) =>
  new Promise((done) => document.head.append(Object.assign(document.createElement(tag), props, { onload: done, onerror: done })));

/**
 * A private page's first API calls, sent with the stored token before anything else: the screen's
 * data comes in beside its code. None without a token; a failure (storage refused) leaves the
 * calls to the client, and the page starting.
 */
export function sendEarlyCalls(handoff: Handoff): void {
  try {
    const block = document.getElementById(EARLY_ID);
    const token = block && localStorage.getItem(TOKEN_KEY);
    if (!token) return;
    const authorization = `Bearer ${token}`;
    const requests: EarlyRequest[] = JSON.parse(block.textContent ?? '[]');
    handoff.calls = requests.map((call) => {
      const response = fetch(call.url, { method: call.method, headers: { ...call.headers, Authorization: authorization }, body: call.body });
      response.catch(() => undefined);
      return { ...call, authorization, response };
    });
  } catch {
    // the client sends them
  }
}

/**
 * Keeps a control clicked before the app answers, for the entry to click again once the app has
 * hydrated and the session applies; the click goes no further meanwhile (mid-hydration React would
 * answer it at once, for a signed-out page, and the replay would answer it a second time).
 */
export function keepClicks(): EarlyClicks {
  const targets: Element[] = [];
  const keep = (event: Event) => {
    const target = event.target instanceof Element && event.target.closest(EARLY_CLICK_TARGETS);
    if (!target) return;
    targets.push(target);
    event.stopPropagation();
  };
  addEventListener('click', keep, true);
  return { targets, stop: () => removeEventListener('click', keep, true) };
}

// a task of its own for each preload and each import, by a message: a timer would wait as long as
// a page's clock is stopped (a test's), and the page would never start. Starting a preload takes
// Chromium about half a millisecond, twenty-odd of them a long task on a phone
const task = () =>
  new Promise((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = next;
    channel.port2.postMessage(0);
  });

/**
 * Preloads the entry's imports, the page's `modules` and the files of its texts block, then runs
 * the entry's imports one task each (React DOM alone is a long one on a phone), then the entry.
 */
export async function startModules({ imports, modules, entry }: BootData): Promise<void> {
  const { files = [] }: Partial<TextsBlock> = JSON.parse(document.getElementById(TEXTS_ID)?.textContent || '{}');
  for (const href of [...imports, ...modules, ...files]) {
    void add('link', { rel: 'modulepreload', href });
    await task();
  }
  for (const src of imports) {
    await add('script', { type: 'module', src });
    await task();
  }
  void add('script', { type: 'module', src: entry });
}

// the first contentful paint, once it is on screen (Paint Timing): a load can end before it, the
// first frame of a long page taking its time. A browser without the API is not waited for
const painted = () =>
  new Promise<void>((done) => {
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        done();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });

/**
 * For a page the server rendered: `start` once the page has been painted, so its images get the
 * bandwidth first and compiling the code cannot hold back the first paint, however late that frame
 * comes on a busy phone (no timer races it: code that won would take the first paint's bandwidth).
 * The page's load is waited for too (its images and fonts, often its largest paint; on a private
 * page the early calls' first `photos`), for a few seconds at most (a stalled image must not keep
 * the page from working), and so is its first paint's showing. Then two frames: the first paints
 * what the load brought, and the code is asked for as the second begins (after one frame only, it
 * sometimes arrived before the largest image's paint was shown). A tab hidden when it opens or when
 * its wait ends, which paints no frame, starts at once; one hidden in between starts when shown.
 */
export function afterPaint(start: () => void, photos?: Promise<void>): void {
  if (document.hidden) return start();
  const loaded = new Promise((done) => (document.readyState === 'complete' ? done(null) : addEventListener('load', done, { once: true })));
  void Promise.race([Promise.all([loaded, painted(), photos]), new Promise((done) => setTimeout(done, IMAGES_WAIT_MS))]).then(() =>
    document.hidden ? start() : requestAnimationFrame(() => requestAnimationFrame(start)),
  );
}

/** The start-up of every page, once its document is parsed (and after a private page's early calls). */
export function boot(data: BootData): void {
  const handoff: Handoff = (globalThis.realtBoot ??= {});
  const start = () => void startModules(data);
  if (!data.rendered) return start();
  handoff.clicks = keepClicks();
  afterPaint(start, handoff.photos);
}
