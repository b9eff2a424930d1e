// A `fetch` for openapi-fetch's per-request `fetch` option that reports upload progress.
// Why XMLHttpRequest: fetch() has no upload progress events (a streamed request body would need
// HTTP/2 and cannot carry a multipart FormData), so the photo uploads of the listing form go
// through XHR here. The call itself still runs through the typed client and its middleware
// (headers, token, §8 errors); only the final transport differs.

/** Called with the share of the body sent so far, 0 to 1. */
export type ProgressListener = (share: number) => void;

export function fetchWithUploadProgress(onProgress: ProgressListener): (request: Request) => Promise<Response> {
  return async (request) => {
    // the multipart body is re-read and re-sent; XHR sets a fresh boundary in Content-Type
    const body = request.body ? await request.formData() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        onProgress(1);
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        const headers = parseHeaders(xhr.getAllResponseHeaders());
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
      });
      // like fetch, a transport failure rejects; the errors middleware turns it into a result
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}

export function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
