// Code that fails to arrive (a lost connection, a chunk a new release replaced) fails only its part;
// the rest of the page, with what was typed, stays. A part's code is a query of the code client.
import { Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { appTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { textsFor, useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { codeClient, retryFailed, useCode } from './code';
import { StatusPanel } from './StatusPanel';

// an error event does not bubble, but it can be captured
const failedStylesheets = new Set<HTMLLinkElement>();
globalThis.document?.addEventListener(
  'error',
  (event) => void (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet' && failedStylesheets.add(event.target)),
  true,
);

const reloadFailedStylesheets = () =>
  Promise.all(
    [...failedStylesheets].map((link) => {
      failedStylesheets.delete(link);
      const { crossOrigin, nonce = '', href } = link;
      return new Promise((settle) => link.replaceWith(Object.assign(document.createElement('link'), { rel: 'stylesheet', crossOrigin, nonce, href, onload: settle, onerror: settle })));
    }),
  );

let parts = 0;

/** A retry asks again for failed stylesheets first: Vite asks once for each. */
export const partQuery = <T,>(load: () => Promise<T>) => ({ queryKey: ['part', (parts += 1)], queryFn: () => reloadFailedStylesheets().then(load) });

// every lazy part defined, for the server to load at start
const defined: Array<ReturnType<typeof partQuery>> = [];

/** React.lazy, but a retry forgets a failure (React.lazy keeps it). `browserOnly`: not for the server (Leaflet). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { browserOnly = false } = {}): ComponentType<P> {
  const query = partQuery(load);
  if (!browserOnly) defined.push(query);
  return function LazyPart(props: P) {
    const Part = useCode(query);
    return <Part {...props} />;
  };
}

/** The server loads every part at start, and the parts they define: a render never waits for code. */
export async function loadAllParts(): Promise<void> {
  for (let from = 0; from < defined.length; ) {
    const more = defined.slice(from);
    from = defined.length;
    await Promise.all(more.map((query) => codeClient.prefetchQuery(query)));
  }
}

/**
 * How a failure shows: `in-place`, a panel with a retry where the part stands (`screen`: for the
 * whole screen); `opened`: what a tap opened closes (`onClose`) and a notification says why;
 * `quiet`: nothing, for what the page does without (an offer, a badge).
 */
export type Failure = 'in-place' | 'screen' | 'opened' | 'quiet';

type BoundaryProps = {
  children: ReactNode;
  /** a change clears a failure and asks again for what failed (the address, for a screen) */
  resetKey?: unknown;
} & ({ failure?: Exclude<Failure, 'opened'> } | { failure: 'opened'; /** closes what the tap opened */ onClose: () => void });

/** Where lazy parts stand: `fallback` while their code loads, `failure` when it cannot or they fail to render. */
export function PartBoundary({ fallback = null, children, resetKey, ...how }: BoundaryProps & { fallback?: ReactNode }) {
  const lang = useLang();
  // the reset key under which its part was last tried again: another starts afresh
  const [retried, setRetried] = useState<{ under: unknown } | null>(null);
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onReset={(details) => {
        // set last: asking again resets this boundary too, through Failed's listener
        if (details.reason === 'keys') void retryFailed();
        // only the visitor's retry: one the connection's return made takes no focus when it fails
        setRetried(details.reason === 'imperative-api' && details.args[0] !== AUTOMATIC ? { under: resetKey } : null);
      }}
      onError={() => {
        if (how.failure !== 'opened') return;
        how.onClose();
        // the next tap asks again; the shell's texts are every page's
        void retryFailed();
        notify('error', textsFor(appTexts, lang).load.openFailed);
      }}
      fallbackRender={({ resetErrorBoundary }) =>
        how.failure !== 'opened' && (
          <Failed failure={how.failure ?? 'in-place'} again={retried !== null && retried.under === resetKey} reset={resetErrorBoundary} />
        )
      }
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const AUTOMATIC = 'automatic';

/** What failed, a retry, and once a retry has failed too (a browser that keeps a failed import), a reload. */
function Failed({ failure, again, reset }: { failure: Exclude<Failure, 'opened'>; again: boolean; reset: (cause?: typeof AUTOMATIC) => void }) {
  const t = useTexts(appTexts);
  // a reset of what failed to load (a retry anywhere, the connection back) renders the part again;
  // subscribed in the commit that shows the failure, so one just before the paint counts too
  useLayoutEffect(
    () => codeClient.getQueryCache().subscribe((event) => void (event.type === 'updated' && event.action.type === 'setState' && reset(AUTOMATIC))),
    [reset],
  );
  if (failure === 'quiet') return null;
  const retry = () => {
    void retryFailed();
    // a part that failed to render, not to load, renders again too
    reset();
  };
  return (
    <StatusPanel
      alert
      level={failure === 'screen' ? 1 : 2}
      icon="alert"
      title={failure === 'screen' ? t.load.screenFailedTitle : t.load.partFailedTitle}
      text={t.load.codeFailedText}
      action={
        <>
          {/* Button's classes: its module would join every page's first load. The failed retry unmounted the focused button */}
          <button type="button" className="button button--primary" autoFocus={again} onClick={retry}>
            {t.app.retry}
          </button>
          {again && (
            <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
              {t.load.reload}
            </button>
          )}
        </>
      }
    />
  );
}
