// The inline start-up adds the page's scripts and preloads as elements: the CSP trusts what a hashed
// script adds ('strict-dynamic'), and ones in the HTML would need a nonce, a different response each time.
import { readToken } from '../api/token';
import { EARLY_ID, TEXTS_ID, type BootData, type EarlyRequest, type TextsBlock } from '../server/markers';
import type { Handoff } from './handoff';

// links and submit buttons work without the app
const EARLY_CLICK_TARGETS = 'button[type=button],[role=button],[role=combobox]';

// the longest a page's code waits for its load (README: server rendering)
const IMAGES_WAIT_MS = 3_000;

const add = <Tag extends 'link' | 'script'>(tag: Tag, props: Partial<HTMLElementTagNameMap[Tag]>) =>
  new Promise((done) => document.head.append(Object.assign(document.createElement(tag), props, { onload: done, onerror: done })));

/** A private page's first API calls, with the stored token: its data comes beside its code. */
export function sendEarlyCalls(handoff: Handoff): void {
  const block = document.getElementById(EARLY_ID);
  const token = block && readToken();
  if (!token) return;
  const authorization = `Bearer ${token}`;
  const requests: EarlyRequest[] = JSON.parse(block.textContent ?? '[]');
  // where the address names what such a call was taken down without, it asks for what the page does not show
  const named = new URLSearchParams(location.search);
  const due = requests.filter((call) => !call.reads?.some((name) => named.has(name)));
  handoff.calls = due.map((call) => {
    const response = fetch(call.url, { method: call.method, headers: { ...call.headers, Authorization: authorization }, body: call.body });
    response.catch(() => undefined);
    return { ...call, authorization, response };
  });
}

/** Keeps controls clicked before hydration, and stops their click (React, mid-hydration, would answer it twice); returns what hands them over to click again. */
export function keepClicks(): () => Element[] {
  const targets: Element[] = [];
  const keep = (event: Event) => {
    const target = event.target instanceof Element && event.target.closest(EARLY_CLICK_TARGETS);
    if (!target) return;
    targets.push(target);
    event.stopPropagation();
  };
  addEventListener('click', keep, true);
  return () => {
    removeEventListener('click', keep, true);
    return targets.splice(0);
  };
}

// a task for each preload and import (twenty-odd are a long task on a phone); a message, not a
// timer, which never fires while a test pauses the page's clock
const task = () =>
  new Promise((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = next;
    channel.port2.postMessage(0);
  });

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

// a load can end before the first paint; a browser without Paint Timing is not waited for
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
 * `start` after the first paint, the load (images, fonts, a private page's early `photos`: often the
 * largest paint) for at most a few seconds, and two frames (after one, the largest paint sometimes
 * had not shown), so the code takes no bandwidth or main thread from them. A hidden tab paints no frame.
 */
export function afterFirstPaint(start: () => void, photos?: Promise<void>): void {
  if (document.hidden) return start();
  const loaded = new Promise((done) => (document.readyState === 'complete' ? done(null) : addEventListener('load', done, { once: true })));
  void Promise.race([Promise.all([loaded, painted(), photos]), new Promise((done) => setTimeout(done, IMAGES_WAIT_MS))]).then(() =>
    document.hidden ? start() : requestAnimationFrame(() => requestAnimationFrame(start)),
  );
}

/** Every page's start-up, once its document is parsed. */
export function boot(data: BootData): void {
  const handoff: Handoff = (globalThis.realtBoot ??= {});
  const start = () => void startModules(data);
  if (!data.rendered) return start();
  handoff.clicks = keepClicks();
  afterFirstPaint(start, handoff.photos);
}
