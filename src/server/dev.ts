// What the dev server (scripts/start-dev.mjs) adds to the app: a log a person reads, and a start
// that waits for the mock. Production (main.ts) logs JSON lines and starts whether the API answers
// or not (a page then goes out without its data).
import pretty, { type PrettyOptions } from 'pino-pretty';

/** The log as readable lines (pino-pretty): the time, the level, the message and its details. */
export const readableLog = (destination?: PrettyOptions['destination']) =>
  pretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', colorize: destination === undefined && process.stdout.isTTY, sync: true, ...(destination ? { destination } : {}) });

/** Resolves once `url` answers (whatever its status), asking again every `everyMs`; rejects after `timeoutMs`. */
export async function answered(url: string, { timeoutMs = 60_000, everyMs = 100 } = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(Math.max(1, until - Date.now())) });
      return;
    } catch {
      if (Date.now() + everyMs > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
