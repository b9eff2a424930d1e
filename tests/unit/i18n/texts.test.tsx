// @vitest-environment jsdom
// How catalogues load: from the files the page's server named (no map of every chunk needed to
// hydrate), or through chunks.ts, which knows every catalogue in every language.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGS } from '../../../src/i18n/lang';

const I18N = join(__dirname, '../../../src/i18n');

async function fresh() {
  vi.resetModules();
  const texts = await import('../../../src/i18n/texts');
  const { LangProvider } = await import('../../../src/i18n/lang-context');
  const catalogues = await import('../../../src/i18n/catalogues');
  const { retryFailed } = await import('../../../src/ui/load/code');
  return { ...texts, LangProvider, catalogues, retryFailed };
}

describe('loading catalogues of texts', () => {
  beforeEach(() => vi.resetModules());

  it('knows the chunks of every catalogue declared, in every language, and of no other', async () => {
    const { catalogues } = await fresh();
    const { chunksById } = await import('../../../src/i18n/chunks');
    const files = readdirSync(I18N).flatMap((file) => /^(.+)\.ka\.ts$/.exec(file)?.[1] ?? []);
    expect([...chunksById.keys()].sort()).toEqual(Object.values(catalogues).map((handle) => handle.id).sort());
    expect([...chunksById.keys()].sort()).toEqual(files.sort());
    for (const load of chunksById.values()) expect(Object.keys(load).sort()).toEqual([...LANGS].sort());
  });

  it('loads the files the page names, in the order of their ids, without the map of every chunk', async () => {
    const { loadTexts, nameTextFiles, textsFor, catalogues } = await fresh();
    // named files are taken as they are: Russian files named for English show it
    nameTextFiles('en', { ids: ['app', 'layout'], files: [join(I18N, 'app.ru.ts'), join(I18N, 'layout.ru.ts')] });
    await loadTexts('en', ['app', 'layout']);
    const russian = (await import('../../../src/i18n/app.ru')).default;
    expect(textsFor(catalogues.appTexts, 'en').app.retry).toBe(russian.app.retry);
    expect(textsFor(catalogues.layoutTexts, 'en')).toEqual((await import('../../../src/i18n/layout.ru')).default);
  });

  it('finds a catalogue through its chunks when no file is named, or the names do not match the ids', async () => {
    const { loadTexts, nameTextFiles, textsFor, loadedIds, catalogues } = await fresh();
    nameTextFiles('ru', { ids: ['app', 'layout'], files: [join(I18N, 'app.ru.ts')] });
    await loadTexts('ru', ['app', 'layout']);
    expect(textsFor(catalogues.appTexts, 'ru').app.retry).toBe((await import('../../../src/i18n/app.ru')).default.app.retry);
    expect(loadedIds('ru').sort()).toEqual(['app', 'layout']);
    expect(loadedIds('ka')).toEqual([]);
    expect(() => textsFor(catalogues.homeTexts, 'ru')).toThrow(/home\.ru/);
  });

  it('refuses a catalogue nobody declared', async () => {
    const { loadTexts } = await fresh();
    await expect(loadTexts('ka', ['nonsense'])).rejects.toThrow(/nonsense\.ka/);
  });
});

describe('reading a catalogue in a render', () => {
  beforeEach(() => vi.resetModules());

  async function probe() {
    const { LangProvider, useTexts, loadTexts, catalogues } = await fresh();
    function Retry() {
      return <p>{useTexts(catalogues.appTexts).app.retry}</p>;
    }
    const page = (
      <LangProvider lang="en">
        <Retry />
      </LangProvider>
    );
    return { page, loadTexts, english: (await import('../../../src/i18n/app.en')).default };
  }

  // useTexts always calls use(): a render that suspended there calls it again when it resumes (React
  // warns otherwise); a catalogue in before the render must then read at once, not suspend
  it('renders a catalogue loaded before at once, with no fallback', async () => {
    const { page, loadTexts, english } = await probe();
    await loadTexts('en', ['app']);
    act(() => void render(<Suspense fallback={<p>loading</p>}>{page}</Suspense>));
    expect(screen.getByText(english.app.retry)).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

describe('a catalogue that fails to arrive', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.doUnmock('../../../src/i18n/chunks'));

  class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError = () => ({ failed: true });
    override render = () => (this.state.failed ? <p>failed</p> : this.props.children);
  }

  // the first request for the English app texts fails (a lost connection), the next ones arrive
  async function offlineOnce() {
    const asked = { count: 0 };
    const english = (await import('../../../src/i18n/app.en')).default;
    vi.doMock('../../../src/i18n/chunks', () => ({
      chunksById: new Map([['app', { en: () => (++asked.count === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: english })) }]]),
    }));
    const texts = await fresh();
    function Retry() {
      return <p>{texts.useTexts(texts.catalogues.appTexts).app.retry}</p>;
    }
    const page = (
      <texts.LangProvider lang="en">
        <Failed>
          <Suspense fallback={<p>loading</p>}>
            <Retry />
          </Suspense>
        </Failed>
      </texts.LangProvider>
    );
    return { ...texts, asked, english, page };
  }

  it('fails its part after one request, and is asked for again once a retry resets it', async () => {
    // React logs what the boundary caught; the test reads the page
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asked, english, page, retryFailed } = await offlineOnce();
    const view = await act(async () => render(page));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    // React renders a suspended part again when its promise settles: it meets the same failure
    expect(asked.count).toBe(1);

    await retryFailed();
    view.unmount();
    await act(async () => render(page));
    expect(await screen.findByText(english.app.retry)).toBeInTheDocument();
    expect(asked.count).toBe(2);
  });

  it('is waited for by the shell until it is in: while the browser is offline, not asked for, and at once when it is back', async () => {
    vi.useFakeTimers();
    try {
      const { asked, loadTexts, textsFor, catalogues, english } = await offlineOnce();
      const failed = vi.fn();
      const loaded = loadTexts('en', ['app'], failed);
      await vi.dynamicImportSettled();
      await vi.waitUntil(() => failed.mock.calls.length === 1, { interval: 1 });
      window.dispatchEvent(new Event('offline'));
      // well past any pause: a lost connection is not hammered
      await vi.advanceTimersByTimeAsync(60_000);
      expect(asked.count).toBe(1);
      // the connection back: no pause waited out (the clock stands)
      window.dispatchEvent(new Event('online'));
      await loaded;
      expect(asked.count).toBe(2);
      expect(textsFor(catalogues.appTexts, 'en')).toBe(english);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is waited for by the shell until it is in: again after a pause with no sign of the connection', async () => {
    vi.useFakeTimers();
    try {
      const { asked, loadTexts } = await offlineOnce();
      const failed = vi.fn();
      const loaded = loadTexts('en', ['app'], failed);
      // the map of chunks arrives, then the catalogue fails: the pause starts from there
      await vi.dynamicImportSettled();
      // (each check moves the fake clock by its interval)
      await vi.waitUntil(() => failed.mock.calls.length === 1, { interval: 1 });
      await vi.advanceTimersByTimeAsync(1_800);
      expect(asked.count).toBe(1);
      await vi.advanceTimersByTimeAsync(300);
      await loaded;
      expect(asked.count).toBe(2);
      expect(failed).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is asked for again by the next call that loads it', async () => {
    const { asked, loadTexts, textsFor, catalogues, english } = await offlineOnce();
    await expect(loadTexts('en', ['app'])).rejects.toThrow('offline');
    await loadTexts('en', ['app']);
    expect(asked.count).toBe(2);
    expect(textsFor(catalogues.appTexts, 'en')).toBe(english);
  });
});
