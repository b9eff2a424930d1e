// Code that loads when it is needed can fail to arrive: a phone loses its connection, or a new
// release replaced the chunk an open tab asks for. The part that needed it says so where it
// stands, and the rest of the page, with whatever was typed in it, stays.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { appTexts } from '../../i18n/catalogues';
import type { Lang } from '../../i18n/lang';
import { forgetFailedTexts, textsFor, useLang, useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { StatusPanel } from './StatusPanel';

// the parts whose code failed to load, each a way to load it anew, and the boundaries showing a
// failure, each a way to render its part again
const failedParts = new Set<() => void>();
const failedBoundaries = new Set<() => void>();

/**
 * Every part whose code failed to load is asked for again, and every failed boundary renders it
 * again, its texts asked for anew if they failed too.
 */
function retryFailedParts(): void {
  forgetFailedTexts();
  for (const reset of failedParts) reset();
  failedParts.clear();
  for (const clear of [...failedBoundaries]) clear();
}

// back online, whatever failed meanwhile tries again: the header's extras and the app's dialogs
// too, which show nothing when they fail
globalThis.window?.addEventListener('online', retryFailedParts);

/** Runs `retry` when what failed to load is next tried again (back online, a retry elsewhere); returns the way to stop waiting. */
export function onRetry(retry: () => void): () => void {
  failedParts.add(retry);
  return () => failedParts.delete(retry);
}

// the stylesheets that failed to load (an error event does not bubble, but it can be captured)
const failedStylesheets = new Set<HTMLLinkElement>();
globalThis.document?.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') failedStylesheets.add(event.target);
  },
  true,
);

/**
 * The stylesheets that failed to load, asked for again, resolving when they have loaded or failed:
 * Vite adds a part's CSS before its code and asks for each file once, so a retried part would
 * otherwise come without its styles.
 */
export function reloadFailedStylesheets(): Promise<unknown> {
  const failed = [...failedStylesheets];
  failedStylesheets.clear();
  return Promise.all(
    failed.map(
      (link) =>
        new Promise((settle) => {
          const fresh = document.createElement('link');
          fresh.rel = 'stylesheet';
          fresh.crossOrigin = link.crossOrigin;
          fresh.nonce = link.nonce ?? '';
          fresh.href = link.href;
          fresh.addEventListener('load', settle);
          fresh.addEventListener('error', settle);
          link.replaceWith(fresh);
        }),
    ),
  );
}

/**
 * A component whose code `load` brings, as React.lazy, but whose failed load is asked for again
 * once a retry runs (a PartBoundary's, or the connection coming back): React keeps a lazy
 * component's failure for good. Nothing is asked for again before: a lost connection is not
 * hammered.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = (again: boolean) =>
    lazy(() =>
      (again ? reloadFailedStylesheets().then(load) : load()).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedParts.add(reset);
          throw error;
        },
      ),
    );
  let current = attempt(false);
  const reset = () => {
    current = attempt(true);
  };
  return function LazyPart(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}

/**
 * How a failure shows:
 * - `in-place`: a panel where the part stands, with a retry;
 * - `screen`: the same for the whole screen;
 * - `opened`: what a tap opened (a dialog, a menu) closes again, by `onClose`, and a notification
 *   says why: the next tap tries again;
 * - `quiet`: nothing, for what the page does without (an offer, a badge) until a retry.
 */
export type Failure = 'in-place' | 'screen' | 'opened' | 'quiet';

type BoundaryProps = {
  children: ReactNode;
  /** a change clears a failure, and what failed to load is asked for again (the address, for a screen) */
  resetKey?: unknown;
} & ({ failure?: Exclude<Failure, 'opened'> } | { failure: 'opened'; /** closes what the tap opened */ onClose: () => void });

interface State {
  failed: boolean;
  /** its part has been tried again since its reset key last changed */
  retried: boolean;
}

class FailureBoundary extends Component<BoundaryProps & { lang: Lang }, State> {
  override state: State = { failed: false, retried: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  private readonly clear = () => {
    failedBoundaries.delete(this.clear);
    this.setState({ failed: false, retried: true });
  };

  // (React itself logs what it caught on the console)
  override componentDidCatch(): void {
    failedBoundaries.add(this.clear);
    if (this.props.failure !== 'opened') return;
    this.props.onClose();
    retryFailedParts();
    // the shell's texts, which every page has loaded
    notify('error', textsFor(appTexts, this.props.lang).load.openFailed);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey === this.props.resetKey) return;
    if (this.state.failed) retryFailedParts();
    // another address starts afresh (set after the retry's own mark)
    this.setState({ retried: false });
  }

  override componentWillUnmount(): void {
    failedBoundaries.delete(this.clear);
  }

  override render(): ReactNode {
    const { failure = 'in-place', children } = this.props;
    if (!this.state.failed) return children;
    if (failure === 'quiet' || failure === 'opened') return null;
    return <PartFailed screen={failure === 'screen'} again={this.state.retried} />;
  }
}

/** What failed, a retry, and once a retry has failed too (a browser that keeps a failed import), a reload. */
function PartFailed({ screen, again }: { screen: boolean; again: boolean }) {
  const t = useTexts(appTexts);
  return (
    <StatusPanel
      alert
      level={screen ? 1 : 2}
      icon="alert"
      title={screen ? t.load.screenFailedTitle : t.load.partFailedTitle}
      text={t.load.codeFailedText}
      action={
        <>
          {/* Button's classes on plain buttons: importing Button here would bring its module, and
              its stylesheet, into every page's first load. The retry that failed left the focus
              nowhere: it comes back here */}
          <button type="button" className="button button--primary" autoFocus={again} onClick={retryFailedParts}>
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

/**
 * Where parts that load their code (lazyPart) stand: `fallback` while their code loads, and what
 * `failure` says when it cannot, or when they fail to render.
 */
export function PartBoundary({ fallback = null, children, ...props }: BoundaryProps & { fallback?: ReactNode }) {
  return (
    <FailureBoundary {...props} lang={useLang()}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}
