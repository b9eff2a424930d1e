// A stand-in for the API on a free port: it records every call (with its form data), answers
// through the test's function, which may wait or fail, and notes a call its client gave up on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  form: FormData | undefined;
  /** the client closed the connection before the answer */
  aborted: boolean;
  /** the client's port: the connection the call came on */
  socket: number | undefined;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeApi {
  url: string;
  calls: ApiCall[];
  close: () => Promise<void>;
}

/** `answer` gets each call and a signal that fires when its client goes away. */
export async function fakeApi(answer: (call: ApiCall, gone: AbortSignal) => ApiAnswer | Promise<ApiAnswer>): Promise<FakeApi> {
  const calls: ApiCall[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of request) chunks.push(Buffer.from(chunk));
    } catch {
      // the client gave up while sending (a proxy refusing the rest of a body): no call to answer
      return;
    }
    const body = Buffer.concat(chunks);
    const type = request.headers['content-type'] ?? '';
    const form = type.startsWith('multipart/form-data') ? await new Response(body, { headers: { 'content-type': type } }).formData() : undefined;
    const call: ApiCall = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: body.toString(), form, aborted: false, socket: request.socket.remotePort };
    calls.push(call);
    const gone = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) {
        call.aborted = true;
        gone.abort();
      }
    });
    try {
      const { status, body: json, headers = {} } = await answer(call, gone.signal);
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
    } catch {
      response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves after `ms`, or rejects when `signal` fires first. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
}
