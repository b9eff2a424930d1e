// How many renders one process runs at once, and who waits for a turn. A render is mostly CPU:
// past a few at once, more only make each one slower (and every request behind them, 503s and
// /healthz included, waits for the event loop). A request waits for a turn in order of arrival,
// for `maxWaitMs` at the most; one that would wait longer (by the queue's length and the recent
// renders' duration) is refused at once, so overload is answered with quick 503s, not timeouts.

export interface AdmissionOptions {
  /** renders running at once */
  maxRenders: number;
  /** the longest a request waits for its turn before it is refused */
  maxWaitMs: number;
  now?: () => number;
}

/** Releases a render's turn; a second call does nothing. */
export type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  timer: NodeJS.Timeout;
}

// the first renders' duration guess, before any has finished
const FIRST_GUESS_MS = 20;
// the weight of the newest render in the running average of their duration
const WEIGHT = 0.2;

export function admission({ maxRenders, maxWaitMs, now = () => performance.now() }: AdmissionOptions) {
  let running = 0;
  const waiting: Waiter[] = [];
  let averageMs = FIRST_GUESS_MS;

  const turn = (): Release => {
    running += 1;
    const started = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      averageMs += WEIGHT * (now() - started - averageMs);
      const next = waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(turn());
      }
    };
  };

  return {
    /** A turn to render (call its release when done), or null: the request is to be refused. */
    enter(): Promise<Release | null> | Release | null {
      if (running < maxRenders && waiting.length === 0) return turn();
      // the wait of the last in line: every render ahead of it, run `maxRenders` at a time
      if (((waiting.length + 1) * averageMs) / maxRenders > maxWaitMs) return null;
      return new Promise((resolve) => {
        const waiter: Waiter = {
          admit: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(null);
          }, maxWaitMs),
        };
        waiting.push(waiter);
      });
    },
    get state() {
      return { running, waiting: waiting.length, averageMs };
    },
  };
}

/**
 * Counts refusals and writes them once per `everyMs` with their number, not one line each: under
 * overload a line per 503 would add to the load it reports.
 */
export function refusalLog(write: (count: number) => void, everyMs = 1_000): () => void {
  let count = 0;
  let timer: NodeJS.Timeout | undefined;
  return () => {
    count += 1;
    timer ??= setTimeout(() => {
      write(count);
      count = 0;
      timer = undefined;
    }, everyMs).unref();
  };
}
