// The app's own modules over a stand-in network, for hook tests: a fresh API client on a stubbed
// fetch that records every request and answers through the test's function, a fresh query cache,
// and a memory router. Fresh modules, because the client takes `fetch` and the stores read the
// stored token when they are first imported.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { parse } from 'yaml';

export interface Sent {
  method: string;
  /** the path without the API origin, with its query string */
  path: string;
  /** the JSON body, the form data's fields (files by their name), or null */
  body: unknown;
}

export type Answer = (sent: Sent) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers by `METHOD /path` (with the query string); the first table that has the request
 * answers it. A request no table expects fails the test's fetch, and shows in `sent`.
 */
export function byRequest(...tables: ReadonlyArray<Record<string, Answer>>): Answer {
  return (sent) => {
    const request = `${sent.method} ${sent.path}`;
    const answer = tables.find((table) => request in table)?.[request];
    if (!answer) throw new Error(`unexpected ${request}`);
    return answer(sent);
  };
}

/** How many times `request` (`METHOD /path`) was sent. */
export const count = (sent: readonly Sent[], request: string) => sent.filter(({ method, path }) => `${method} ${path}` === request).length;

/** The value of a named example of the contract (openapi/components/examples), the mock's data. */
export function example<T = unknown>(name: string): T {
  const parsed: { value: T } = parse(readFileSync(resolve(`openapi/components/examples/${name}.yaml`), 'utf8'));
  return parsed.value;
}

/** An answer the test gives later: the request stays in flight until then. */
export function held() {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
}

/** Form data's fields as a plain object, each file by its name. */
export function formFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return formFields(await request.formData());
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/** `token`: the stored access token the session starts with (null: a guest). `path`: where the router is. */
export async function startApp(answer: Answer, { token = 'token-17', path = '/' }: { token?: string | null; path?: string } = {}) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('access-token', token);
  // Node's Request needs an absolute URL; in the browser the API shares the app's origin
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      // recorded in the order they are sent, whatever their bodies take to read
      const call: Sent = { method: request.method, path: url.pathname + url.search, body: null };
      sent.push(call);
      call.body = await bodyOf(request);
      return answer(call);
    }),
  );
  const { QueryClientProvider } = await import('@tanstack/react-query');
  // the fresh modules start with no texts loaded: every catalogue, as the app's pages get them
  await (await import('../../src/i18n/texts')).loadAllTexts();
  const { Router } = await import('wouter');
  const { memoryLocation } = await import('wouter/memory-location');
  const { createQueryClient } = await import('../../src/api/query-client');
  const { connectApiEvents } = await import('../../src/app/api-events');
  const { notifications } = await import('../../src/state/notifications');
  const client = createQueryClient();
  connectApiEvents(client);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>{children}</Router>
    </QueryClientProvider>
  );
  /** the notifications shown so far, as `kind: text` */
  const told = () => notifications.items.map(({ kind, text }) => `${kind}: ${text}`);
  return { sent, client, wrapper, history: location.history, told };
}
