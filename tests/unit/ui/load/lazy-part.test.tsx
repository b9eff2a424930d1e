// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../../src/i18n/app.en';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { notifications } from '../../../../src/state/notifications';
import { codeClient } from '../../../../src/ui/load/code';
import { PartBoundary, lazyPart, partQuery, type Failure } from '../../../../src/ui/load/lazy-part';

const t = appEn.load;

/** A part whose code fails to arrive the first `failures` times it is asked for (a lost connection). */
function flakyPart(failures: number) {
  const load = vi.fn(() => {
    if (load.mock.calls.length <= failures) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return Promise.resolve(({ label }: { label: string }) => <p>{label}</p>);
  });
  return { Part: lazyPart(load), load };
}

// React logs what a boundary caught; the test reads the page, not the console
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('parts whose code loads when needed', () => {
  afterEach(() => {
    vi.useRealTimers();
    notifications.items.splice(0);
  });

  it('says in its place that a part could not load, keeps what was typed beside it, and loads it on a retry', async () => {
    quiet();
    const { Part, load } = flakyPart(1);
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <label>
            Title <input />
          </label>
          <PartBoundary fallback={<p>loading</p>}>
            <Part label="the map" />
          </PartBoundary>
        </LangProvider>,
      ),
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sunny flat' } });
    expect(screen.getByRole('alert')).toHaveTextContent(t.partFailedTitle);
    expect(screen.getByRole('alert')).toHaveTextContent(t.codeFailedText);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: appEn.app.retry })));
    expect(screen.getByText('the map')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Sunny flat');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing again until a retry: a lost connection is not hammered', async () => {
    quiet();
    // a clock the test moves: a minute passes at once
    vi.useFakeTimers();
    const { Part, load } = flakyPart(5);
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <PartBoundary failure="screen">
            <Part label="the listing" />
          </PartBoundary>
        </LangProvider>,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(t.screenFailedTitle);
    // well past any back-off a retry could wait for
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: t.screenFailedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.reload })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: appEn.app.retry })));
    expect(load).toHaveBeenCalledTimes(2);
    // a browser that keeps a failed import fails the same way again: a reload is offered, and the
    // focus, which the retry's button took with it, is on the new one
    expect(screen.getByRole('alert')).toHaveTextContent(t.screenFailedTitle);
    expect(screen.getByRole('button', { name: appEn.app.retry })).toHaveFocus();
    expect(screen.getByRole('button', { name: t.reload })).toBeInTheDocument();
  });

  it('brings back what failed quietly once the connection is back, or another part is retried', async () => {
    quiet();
    const offer = flakyPart(1);
    const map = flakyPart(1);
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <PartBoundary failure="quiet">
            <offer.Part label="an offer" />
          </PartBoundary>
          <PartBoundary>
            <map.Part label="the map" />
          </PartBoundary>
        </LangProvider>,
      ),
    );
    expect(screen.queryByText('an offer')).toBeNull();
    window.dispatchEvent(new Event('offline'));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('an offer')).toBeInTheDocument();
    expect(screen.getByText('the map')).toBeInTheDocument();
    expect([offer.load, map.load].map((load) => load.mock.calls.length)).toEqual([2, 2]);
  });

  it('a retry the connection’s return made, failing again, takes no focus and offers no reload: only the visitor’s does', async () => {
    quiet();
    const { Part, load } = flakyPart(3);
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <PartBoundary>
            <Part label="the map" />
          </PartBoundary>
        </LangProvider>,
      ),
    );
    window.dispatchEvent(new Event('offline'));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    const retry = screen.getByRole('button', { name: appEn.app.retry });
    expect(retry).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: t.reload })).toBeNull();
    await act(async () => fireEvent.click(retry));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: appEn.app.retry })).toHaveFocus();
    expect(screen.getByRole('button', { name: t.reload })).toBeInTheDocument();
  });

  it("brings back code a part loads by itself (the header's account) once the connection is back", async () => {
    const load = vi.fn(() => (load.mock.calls.length === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('the account')));
    const account = partQuery(load);
    function Account() {
      return <p>{useQuery(account, codeClient).data ?? 'signed in'}</p>;
    }
    await act(async () => void render(<Account />));
    expect(screen.getByText('signed in')).toBeInTheDocument();
    window.dispatchEvent(new Event('offline'));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the account')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again when its reset key changes (another address)', async () => {
    quiet();
    const { Part, load } = flakyPart(1);
    const page = (key: string) => (
      <LangProvider lang="en">
        <PartBoundary failure="screen" resetKey={key}>
          <Part label="the listing" />
        </PartBoundary>
      </LangProvider>
    );
    const { rerender } = render(<></>);
    await act(async () => rerender(page('/announcement/a')));
    expect(screen.getByRole('alert')).toHaveTextContent(t.screenFailedTitle);
    await act(async () => rerender(page('/announcement/b')));
    expect(screen.getByText('the listing')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts afresh when its reset key changes: a failure at the next address offers no reload yet', async () => {
    quiet();
    const parts = { a: flakyPart(1), b: flakyPart(5), c: flakyPart(5) };
    const page = (key: keyof typeof parts) => {
      const { Part } = parts[key];
      return (
        <LangProvider lang="en">
          <PartBoundary failure="screen" resetKey={key}>
            <Part label={`listing ${key}`} />
          </PartBoundary>
        </LangProvider>
      );
    };
    const { rerender } = render(<></>);
    await act(async () => rerender(page('a')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: appEn.app.retry })));
    expect(screen.getByText('listing a')).toBeInTheDocument();
    // from a part retried and shown
    await act(async () => rerender(page('b')));
    expect(screen.getByRole('alert')).toHaveTextContent(t.screenFailedTitle);
    expect(screen.queryByRole('button', { name: t.reload })).toBeNull();
    // from a failure shown
    await act(async () => rerender(page('c')));
    expect(screen.getByRole('alert')).toHaveTextContent(t.screenFailedTitle);
    expect(screen.queryByRole('button', { name: t.reload })).toBeNull();
  });

  it('renders again, on a retry, a part that failed to render rather than to load', async () => {
    quiet();
    // no code has failed to load (earlier tests' parts did): only the boundary's reset can bring it back
    codeClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    let broken = true;
    function Part() {
      if (broken) throw new Error('a bug');
      return <p>the offer</p>;
    }
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <PartBoundary>
            <Part />
          </PartBoundary>
        </LangProvider>,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(t.partFailedTitle);
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: appEn.app.retry })));
    expect(screen.getByText('the offer')).toBeInTheDocument();
  });

  it('stops listening for retries once it is gone', async () => {
    quiet();
    const { Part } = flakyPart(1);
    const { unmount } = await act(async () =>
      render(
        <LangProvider lang="en">
          <PartBoundary failure="quiet">
            <Part label="an offer" />
          </PartBoundary>
        </LangProvider>,
      ),
    );
    expect(codeClient.getQueryCache().hasListeners()).toBe(true);
    unmount();
    expect(codeClient.getQueryCache().hasListeners()).toBe(false);
  });

  it('closes what a tap opened and says why; the next tap loads it', async () => {
    quiet();
    const { Part, load } = flakyPart(1);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            All filters
          </button>
          {open && (
            <PartBoundary failure="opened" onClose={() => setOpen(false)}>
              <Part label="the filters dialog" />
            </PartBoundary>
          )}
        </>
      );
    }
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <Opener />
        </LangProvider>,
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All filters' })));
    expect(screen.queryByText('the filters dialog')).toBeNull();
    expect(notifications.items.map((item) => [item.kind, item.text])).toEqual([['error', t.openFailed]]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All filters' })));
    expect(screen.getByText('the filters dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each<[Failure, string]>([
    ['quiet', 'shows nothing for a part the page does without'],
    ['in-place', 'shows a retry where the part stands'],
  ])('%s: %s, and the rest of the page stays', async (failure, _what) => {
    quiet();
    const { Part } = flakyPart(1);
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <h1>Flats for sale</h1>
          {failure === 'quiet' ? (
            <PartBoundary failure="quiet">
              <Part label="an offer" />
            </PartBoundary>
          ) : (
            <PartBoundary>
              <Part label="an offer" />
            </PartBoundary>
          )}
        </LangProvider>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Flats for sale' })).toBeInTheDocument();
    expect(screen.queryByText('an offer')).toBeNull();
    expect(screen.queryByRole('alert') !== null).toBe(failure === 'in-place');
  });
});

describe('a part whose texts fail to arrive', () => {
  const CHUNKS = '../../../../src/i18n/chunks';
  afterEach(() => {
    vi.doUnmock(CHUNKS);
    vi.resetModules();
  });

  it('says so in its place, and loads its texts again on a retry', async () => {
    quiet();
    const [app, home] = await Promise.all([import('../../../../src/i18n/app.en'), import('../../../../src/i18n/home.en')]);
    let asked = 0;
    vi.resetModules();
    vi.doMock(CHUNKS, () => ({
      chunksById: new Map([
        ['app', { en: () => Promise.resolve(app) }],
        ['home', { en: () => (++asked === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(home)) }],
      ]),
    }));
    // a module graph of its own, whose catalogues start unloaded
    const texts = await import('../../../../src/i18n/texts');
    const { LangProvider } = await import('../../../../src/i18n/lang-context');
    const { homeTexts } = await import('../../../../src/i18n/catalogues');
    const load = await import('../../../../src/ui/load/lazy-part');
    await texts.loadTexts('en', ['app']);
    function Hero() {
      return <h2>{texts.useTexts(homeTexts).hero.title}</h2>;
    }
    await act(async () =>
      void render(
        <LangProvider lang="en">
          <load.PartBoundary fallback={<p>loading</p>}>
            <Hero />
          </load.PartBoundary>
        </LangProvider>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(t.partFailedTitle);
    expect(asked).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: appEn.app.retry })));
    expect(await screen.findByRole('heading', { name: home.default.hero.title })).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
