// Code that loads when it is needed can fail to arrive: a phone loses its connection, or a new
// release replaced the chunk an open tab asks for. The part that needed it says so where it
// stands, and the rest of the page, with whatever was typed in it, stays.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { appTexts } from '../../i18n/catalogues';
import type { Lang } from '../../i18n/lang';
import { textsFor, useLang, useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { Button } from '../button/Button';
import { StatusPanel } from './StatusPanel';

// the parts whose code failed to load, each a way to load it anew
const failed = new Set<() => void>();

/** Asks again, at their next render, for every part whose code failed to load. */
function retryFailedParts(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * A component whose code `load` brings, as React.lazy, but whose failed load is asked for again
 * once its PartBoundary retries: React keeps a lazy component's failure for good, and the browser
 * fetches a failed import anew.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(reset);
          throw error;
        },
      ),
    );
  let current = attempt();
  const reset = () => {
    current = attempt();
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
 * - `quiet`: nothing, for what the page does without (an offer, a badge).
 */
export type Failure = 'in-place' | 'screen' | 'opened' | 'quiet';

type BoundaryProps = {
  children: ReactNode;
  /** a change clears a failure, and what failed to load is asked for again (the address, for a screen) */
  resetKey?: unknown;
} & ({ failure?: Exclude<Failure, 'opened'> } | { failure: 'opened'; /** closes what the tap opened */ onClose: () => void });

interface State {
  failed: boolean;
}

class FailureBoundary extends Component<BoundaryProps & { lang: Lang }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // (React itself logs what it caught on the console)
  override componentDidCatch(): void {
    if (this.props.failure !== 'opened') return;
    this.props.onClose();
    retryFailedParts();
    this.setState({ failed: false });
    // the shell's texts, which every page has loaded
    notify('error', textsFor(appTexts, this.props.lang).load.openFailed);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    retryFailedParts();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    const { failure = 'in-place', children } = this.props;
    if (!this.state.failed) return children;
    if (failure === 'quiet' || failure === 'opened') return null;
    return <PartFailed screen={failure === 'screen'} onRetry={this.retry} />;
  }
}

function PartFailed({ screen, onRetry }: { screen: boolean; onRetry: () => void }) {
  const t = useTexts(appTexts);
  return (
    <StatusPanel
      alert
      icon="alert"
      title={screen ? t.load.screenFailedTitle : t.load.partFailedTitle}
      text={t.load.codeFailedText}
      action={<Button onClick={onRetry}>{t.app.retry}</Button>}
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
