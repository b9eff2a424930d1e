// A server render's calls: each goes to the server's API_URL (whatever origin the browser build
// names), with the mock scenario a test chose. The context is the render's own
// (AsyncLocalStorage), so concurrent renders do not share it. A call is given up with its query:
// the render cancels what has not answered by its deadline, which aborts the query's signal.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import https from 'node:https';
import type { Middleware } from 'openapi-fetch';
import { env } from '../../config/env';
import type { EarlyRequest } from '../../server/markers';
import { api } from '../client';

export interface ApiContext {
  apiUrl: string;
  /** the Prefer header a call to `path` is sent with (a test's mock scenario) */
  prefer?: (path: string) => string | undefined;
  /** instead of sending them: takes each call down as the browser would send it (a private page's early calls) */
  record?: (call: EarlyRequest) => void;
}

const apiContext = new AsyncLocalStorage<ApiContext>();

/** Runs `work` with every API call it makes sent within `context`. */
export const withApiContext = <T>(context: ApiContext, work: () => T): T => apiContext.run(context, work);

// connections kept open between calls (each closed before the API's keep-alive hint runs out)
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * An answer received whole: read as openapi-fetch reads it (its text, its JSON) straight from its
 * bytes, not through the web stream a Response's body is, which costs more than the parse.
 */
class ReceivedResponse extends Response {
  constructor(
    private readonly content: Buffer | null,
    init: ResponseInit,
  ) {
    super(null, init);
  }

  override text(): Promise<string> {
    return Promise.resolve(this.content?.toString('utf8') ?? '');
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text));
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const content = this.content ?? Buffer.alloc(0);
    return Promise.resolve(new Uint8Array(content).buffer);
  }
}

/**
 * Sends a call with Node's own HTTP client: fetch's Request, Response and web streams around a
 * call cost a render about as much CPU again as the call itself. The answer is uncompressed (a
 * server beside its API gains nothing from compressing) and a redirect is answered as it is:
 * API_URL names the API itself.
 */
function send(url: URL, request: Request, body: Buffer | null): Promise<Response> {
  const headers: Record<string, string> = { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' };
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const call = (secure ? https : http).request(url, { method: request.method, headers, agent: secure ? agents.https : agents.http, signal: request.signal }, (answer) => {
      // the chunks as they come, joined once (stream/consumers' buffer() goes through a Blob)
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('error', reject);
      answer.once('close', () => {
        if (!answer.complete) reject(new Error('the API\'s answer was cut off'));
      });
      answer.once('end', () => {
        const status = answer.statusCode ?? 502;
        const answerHeaders = new Headers();
        for (let at = 0; at < answer.rawHeaders.length; at += 2) answerHeaders.append(answer.rawHeaders[at] ?? '', answer.rawHeaders[at + 1] ?? '');
        const content = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        resolve(new ReceivedResponse(status === 204 || status === 304 ? null : (content ?? null), { status, statusText: answer.statusMessage, headers: answerHeaders }));
      });
    });
    call.once('error', reject);
    call.end(body ?? undefined);
  });
}

export const serverMiddleware: Middleware = {
  async onRequest({ request }) {
    const context = apiContext.getStore();
    if (!context) return undefined;
    const { pathname, search } = new URL(request.url);
    if (context.record) {
      const body = request.body === null ? null : await request.text();
      context.record({ method: request.method, url: env.apiUrl + pathname + search, headers: Object.fromEntries(request.headers), body });
      // no answer is wanted: the query fails, on a throwaway cache
      return Response.json({}, { status: 503 });
    }
    const prefer = context.prefer?.(pathname + search);
    if (prefer) request.headers.set('Prefer', prefer);
    // answered here: the client sends no Request of its own
    return send(new URL(context.apiUrl + pathname + search), request, request.body === null ? null : Buffer.from(await request.arrayBuffer()));
  },
};

// Only the server loads this module (the render takes its context from here; the browser's build
// never includes it, nor its Node import), so the client gets this middleware on the server alone.
// (An `import.meta.env.SSR` branch in client.ts that imports it splits the browser's entry chunk.)
api.use(serverMiddleware);
