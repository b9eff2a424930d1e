import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress, parseHeaders } from '../../../src/api/upload-progress';

// a stand-in XMLHttpRequest that reports two progress steps and answers 200
class FakeXhr {
  static last: FakeXhr | null = null;
  upload = new EventTarget();
  events = new EventTarget();
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  status = 200;
  statusText = 'OK';
  responseText = '{"result":{"path":"/p/1.jpg"}}';
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-one: 1\r\n';
  }
  abort() {}
  send(body: unknown) {
    this.body = body;
    for (const loaded of [50, 100]) {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }));
    }
    this.events.dispatchEvent(new Event('load'));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploads with progress', () => {
  it('sends the request’s form data and headers (not its old Content-Type) and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const request = new Request('http://localhost/client-api/image', {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Bearer t', 'X-Requested-With': 'XMLHttpRequest' },
    });
    const progress: number[] = [];
    const response = await fetchWithUploadProgress((share) => progress.push(share))(request);

    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.headers).toEqual({ authorization: 'Bearer t', 'x-requested-with': 'XMLHttpRequest' });
    // re-read from the request (Node's own FormData class here, hence no instanceof)
    const body = xhr?.body;
    const image = body && typeof body === 'object' && 'get' in body && typeof body.get === 'function' ? body.get('image') : null;
    expect(image).toMatchObject({ type: 'image/png' });
    expect(progress).toEqual([0.5, 1, 1]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { path: '/p/1.jpg' } });
    expect(response.headers.get('x-one')).toBe('1');
  });

  it('reads the raw response headers', () => {
    expect([...parseHeaders('a: 1\r\nb: two: parts\r\n')]).toEqual([
      ['a', '1'],
      ['b', 'two: parts'],
    ]);
  });
});
