import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useOnline } from '../../api/online';
import { isNotFound } from '../../api/refusal';
import { Button } from '../button/Button';
import { useCountdown, waitAfter } from '../countdown/use-countdown';
import { FOCUSABLE, holdingFocus } from '../focus/focusable';
import type { IconName } from '../icon/Icon';
import { Spinner } from '../spinner/Spinner';
import { StatusPanel } from './StatusPanel';
import './query-view.css';

interface Panel {
  title: string;
  text?: string;
  action?: ReactNode;
}

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  icon: IconName;
  /** the heading level of its panels: 1 where the query is the page's whole subject (a listing) */
  level?: 1 | 2;
  /** shown while the first answer is on its way */
  loading?: ReactNode;
  /** any failure but a 429: what happened; a retry is offered (a 429's wait is counted down, then it asks again) */
  failed?: Omit<Panel, 'action'>;
  /** a 404 answer: what is missing and a way on */
  notFound?: Panel;
  /** an answer with nothing in it: what that means and a way on */
  empty?: Panel & { when: (data: T) => boolean };
  children: (data: T) => ReactNode;
}

/**
 * The loading, offline, failed (with a retry, or the wait a 429 asks for), not-found and empty
 * states of one query, the same on every screen. Data already on screen stays while a newer answer loads or a
 * refetch fails.
 */
export function QueryView<T>({ query, icon, level, loading = <Spinner />, failed, notFound, empty, children }: Props<T>) {
  const t = useTexts(appTexts);
  // an answer renders as a transition, in slices between frames, not in the task that brought it
  // (the query tells its observers at once, and a screen's whole content would render there)
  const data = useDeferredValue(query.data);
  const online = useOnline();
  // the visitor's retry: its button goes as it asks again, and the focus with it
  const [retried, setRetried] = useState(false);
  if (data === undefined) {
    if (query.isError) {
      if (notFound && isNotFound(query.error)) return <StatusPanel icon={icon} level={level} {...notFound} />;
      const wait = waitAfter(query.error);
      // each refusal its own wait
      if (wait !== null) return <Waiting key={query.errorUpdatedAt} seconds={wait} icon={icon} level={level} retry={query.refetch} />;
      return (
        <StatusPanel
          alert
          icon={icon}
          level={level}
          title={failed?.title ?? t.load.failedTitle}
          text={failed?.text ?? t.load.failedText}
          action={
            // its query loads afresh meanwhile (no answer to keep): pressed again after that, the
            // visitor finds the button as it comes back
            <Button
              autoFocus={retried}
              onClick={() => {
                setRetried(true);
                void query.refetch();
              }}
            >
              {t.app.retry}
            </Button>
          }
        />
      );
    }
    // no connection: the query waits for it, and loads by itself once it is back
    if (!online && query.fetchStatus === 'paused') return <StatusPanel icon={icon} level={level} title={t.load.offlineTitle} text={t.load.offlineText} />;
    return <>{loading}</>;
  }
  const shown = empty?.when(data) ? <StatusPanel icon={icon} level={level} title={empty.title} text={empty.text} action={empty.action} /> : children(data);
  return retried ? <Retried>{shown}</Retried> : <>{shown}</>;
}

/**
 * What a retry brought, in place of the failure: its first heading or control takes the focus
 * that the retry's button took with it, so the keyboard and a screen reader go on from there
 * (the button itself takes it back if the retry fails).
 */
function Retried({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>(`h1, h2, h3, ${FOCUSABLE}`);
    // only a focus the retry lost: one the visitor moved meanwhile stays
    if (!first || (document.activeElement !== null && document.activeElement !== document.body)) return;
    holdingFocus(first).focus();
  }, []);
  return (
    <div ref={box} className="query-view__retried">
      {children}
    </div>
  );
}

/**
 * A 429: the wait the server asked for, counted down, then the query asks again by itself. The
 * wait is read out once, as it began; the ticking count is for the eyes only (use-cooldown.tsx).
 */
function Waiting({ seconds, icon, level, retry }: { seconds: number; icon: IconName; level: 1 | 2 | undefined; retry: () => Promise<unknown> }) {
  const t = useTexts(appTexts);
  const [until] = useState(() => Date.now() + seconds * 1000);
  const left = useCountdown(until);
  // once, as the count ends (the query's refetch is one function for its life)
  useEffect(() => {
    if (left === 0) void retry();
  }, [left, retry]);
  return (
    <StatusPanel
      alert
      icon={icon}
      level={level}
      title={t.load.waitTitle}
      text={
        <>
          <span className="visually-hidden">{t.load.waitText(seconds)}</span>
          <span aria-hidden="true">{t.load.waitText(left)}</span>
        </>
      }
    />
  );
}
