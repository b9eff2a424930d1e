// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoOwner } from '../../../../../src/features/listing-form/api/photos';
import type { PhotoEntry } from '../../../../../src/features/listing-form/listing-values';
import { IMAGE_MAX_BYTES } from '../../../../../src/domain/image-file';
import type { Lang } from '../../../../../src/i18n/lang';
import { appKa } from '../../../../../src/i18n/app.ka';
import { listingFormKa } from '../../../../../src/i18n/listing-form.ka';
import { byRequest, formFields, json, startApp, type Answer } from '../../../fake-network';

const t = listingFormKa.photos;

/**
 * Uploads report progress, so they go through XMLHttpRequest (src/api/upload-progress.ts): this
 * stand-in keeps each one open until the test reports its progress and answers it.
 */
class FakeUpload {
  static all: FakeUpload[] = [];
  upload = new EventTarget();
  private events = new EventTarget();
  method = '';
  url = '';
  fields: Record<string, string> = {};
  /** the uploaded file's type: all a jsdom file keeps of itself on its way into a request */
  type = '';
  status = 0;
  statusText = '';
  responseText = '';
  constructor() {
    FakeUpload.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url).pathname;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {}
  send(body: FormData) {
    const { image, ...rest } = formFields(body);
    this.fields = rest;
    const file = body.get('image');
    this.type = typeof file === 'string' || file === null ? '' : file.type;
  }
  progress(share: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: share * 100, total: 100 }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

// an image of `size` bytes that begins like its type says (uploads are told apart by type), or a file the form does not take
const HEADS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
function image(name: string, type: keyof typeof HEADS = 'png', size = 16) {
  const bytes = new Uint8Array(size);
  bytes.set(HEADS[type]);
  return new File([bytes], name, { type: `image/${type}` });
}
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const photo = (key: string, main = false): PhotoEntry => ({ key, image: `/realt/demo/${key}.svg`, description: main ? 7 : 2, main });
const gallery = (n: number) => Array.from({ length: n }, (_, index) => photo(`flat-${index + 1}`));

interface Setup {
  photos?: PhotoEntry[];
  owner?: PhotoOwner;
  signedIn?: boolean;
  answers?: Record<string, Answer>;
  lang?: Lang;
  /** files already in the pending-photo store (as after a reload), by key */
  stored?: Record<string, File>;
}

/** The hook beside a form that holds the photo list, as the listing form's step 4 has it. */
async function renderPhotos({ photos = [], owner = null, signedIn = true, answers = {}, lang = 'ka', stored = {} }: Setup = {}) {
  const app = await startApp(byRequest(answers), { token: signedIn ? 'token-17' : null });
  const { usePhotos } = await import('../../../../../src/features/listing-form/photos/use-photos');
  const { useUploads } = await import('../../../../../src/features/listing-form/photos/uploads');
  const { putPendingPhoto } = await import('../../../../../src/state/pending-photos');
  for (const [key, file] of Object.entries(stored)) await putPendingPhoto(key, file);
  // the app's modules are fresh ones: their texts are loaded, as the server has them
  const { loadAllTexts } = await import('../../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  await loadAllTexts();
  const Wrapper = app.wrapper;
  const view = renderHook(
    ({ signedIn: now }: { signedIn: boolean }) => {
      const current = useRef(photos);
      const [list, setList] = useState(photos);
      const write = (next: readonly PhotoEntry[]) => {
        current.current = [...next];
        setList([...next]);
      };
      return { list, write, ...usePhotos(list, { read: () => current.current, write }, owner, now, useUploads()) };
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Wrapper>
          <LangProvider lang={lang}>{children}</LangProvider>
        </Wrapper>
      ),
      initialProps: { signedIn },
    },
  );
  const add = (files: File[], main = false) => act(() => view.result.current.addFiles(files, main));
  const remove = (entry: PhotoEntry) => act(() => view.result.current.remove(entry));
  const retry = (entry: PhotoEntry) => act(() => view.result.current.retry(entry));
  /** the entry of the photo `name` that failed */
  const failedOne = (name: string) => view.result.current.list.find((entry) => entry.failed?.name === name) ?? photo('none');
  return { ...app, ...view, add, remove, retry, failedOne };
}

const uploadOf = (type: string) => FakeUpload.all.find((upload) => upload.type === type);
const uploaded = () => FakeUpload.all.map(({ type }) => type);
const images = (entries: readonly PhotoEntry[]) => entries.map(({ image, main }) => (main ? `*${image}` : image));

beforeEach(() => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // jsdom has no object URLs
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('adding photos', () => {
  it('shows a picked photo at once with its preview and progress, and adds it to the list once uploaded', async () => {
    const view = await renderPhotos({ photos: [photo('main', true)] });
    await view.add([image('balcony.png')]);
    const [upload] = FakeUpload.all;
    expect(upload).toMatchObject({ method: 'POST', url: '/client-api/image', type: 'image/png' });
    const key = view.result.current.shown[1]?.key ?? '';
    expect(view.result.current.shown[1]).toMatchObject({ image: '', main: false });
    expect(view.result.current.previews.get(key)).toBe('blob:preview-1');
    expect(view.result.current.progress.get(key)).toBe(0);
    expect(view.result.current.list).toHaveLength(1);

    act(() => upload?.progress(0.4));
    expect(view.result.current.progress.get(key)).toBe(0.4);

    act(() => upload?.answer(200, { result: { path: '/realt/uploads/balcony.jpg' } }));
    await waitFor(() => expect(view.result.current.list).toEqual([photo('main', true), { key, image: '/realt/uploads/balcony.jpg', description: 15, main: false }]));
    expect(view.result.current.progress.size).toBe(0);
    expect(view.result.current.shown).toEqual(view.result.current.list);
    expect(view.result.current.messages).toEqual([]);
  });

  it('puts a saved listing’s photos straight onto it, with their role', async () => {
    const view = await renderPhotos({ owner: { listingId: 101 } });
    await view.add([image('front.jpg', 'jpeg')], true);
    await view.add([image('hall.png')]);
    expect(FakeUpload.all.map(({ url, fields, type }) => ({ url, fields, type }))).toEqual([
      { url: '/client-api/announcement/image', fields: { id: '101', role: 'main' }, type: 'image/jpeg' },
      { url: '/client-api/announcement/image', fields: { id: '101', role: 'flat' }, type: 'image/png' },
    ]);
  });

  it('lists the photos on their way after the form’s, in the order picked; each joins the list as it arrives', async () => {
    const view = await renderPhotos({ photos: gallery(2) });
    await view.add([image('a.png'), image('b.png')]);
    const [first, second] = FakeUpload.all;
    expect(view.result.current.shown.map(({ image }) => image)).toEqual(['/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '', '']);
    act(() => second?.answer(200, { result: { path: '/p/b.jpg' } }));
    await waitFor(() => expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '/p/b.jpg']));
    act(() => first?.answer(200, { result: { path: '/p/a.jpg' } }));
    await waitFor(() => expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '/p/b.jpg', '/p/a.jpg']));
  });

  it('refuses a file that is not an image and one over 10 MB by name, before any request, and uploads the rest', async () => {
    const view = await renderPhotos();
    await view.add([pdf('plan.pdf'), image('huge.png', 'png', IMAGE_MAX_BYTES + 1), image('ok.webp', 'webp')]);
    expect(view.result.current.messages).toEqual([t.notImage('plan.pdf'), t.tooLarge('huge.png')]);
    expect(uploaded()).toEqual(['image/webp']);
  });

  it('words its refusals in the page’s language', async () => {
    const view = await renderPhotos({ photos: [photo('main', true), ...gallery(9)], lang: 'ru' });
    await view.add([pdf('plan.pdf'), image('10.png'), image('11.png')]);
    expect(view.result.current.messages).toEqual(['«plan.pdf» — не изображение. Загрузите JPG, PNG или WebP.', 'В галерее может быть не больше 10 фото — лишние не добавлены.']);
    expect(uploaded()).toEqual(['image/png']);
  });

  it('takes at most 10 gallery photos (§9), counting those still uploading, and says so', async () => {
    const view = await renderPhotos({ photos: [photo('main', true), ...gallery(8)] });
    await view.add([image('9.png')]);
    await view.add([image('10.jpg', 'jpeg'), image('11.webp', 'webp'), image('12.png')]);
    expect(uploaded()).toEqual(['image/png', 'image/jpeg']);
    expect(view.result.current.messages).toEqual([t.tooMany(10)]);
    await view.add([image('13.png')]);
    expect(FakeUpload.all).toHaveLength(2);
  });

  it('a new pick clears the messages of the last one', async () => {
    const view = await renderPhotos();
    await view.add([pdf('plan.pdf')]);
    await view.add([image('ok.png')]);
    expect(view.result.current.messages).toEqual([]);
  });
});

describe('the main photo', () => {
  it('takes only the first file of a pick', async () => {
    const view = await renderPhotos();
    await view.add([image('front.jpg', 'jpeg'), image('side.png')], true);
    expect(uploaded()).toEqual(['image/jpeg']);
  });

  it('uploads a new one beside the current one, then replaces it and deletes the old file of a new listing', async () => {
    const view = await renderPhotos({ photos: [photo('main', true), ...gallery(2)], answers: { 'POST /client-api/image/delete': () => json(200, { result: 'success' }) } });
    await view.add([image('front.png')], true);
    // the current one stays until the new one has arrived
    expect(images(view.result.current.shown)).toEqual(['*/realt/demo/main.svg', '/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '*']);
    act(() => FakeUpload.all[0]?.answer(200, { result: { path: '/p/front.jpg' } }));
    await waitFor(() => expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '*/p/front.jpg']));
    await waitFor(() => expect(view.sent).toEqual([{ method: 'POST', path: '/client-api/image/delete', body: { old_path: '/realt/demo/main.svg' } }]));
  });

  it('leaves the swap of a saved listing’s main photo to the server', async () => {
    const view = await renderPhotos({ photos: [photo('main', true)], owner: { listingId: 101 } });
    await view.add([image('front.png')], true);
    act(() => FakeUpload.all[0]?.answer(200, { result: { path: '/p/front.jpg' } }));
    await waitFor(() => expect(images(view.result.current.list)).toEqual(['*/p/front.jpg']));
    expect(view.sent).toEqual([]);
  });
});

describe('a failed upload', () => {
  it('leaves the list as it was and shows the server’s reason (422)', async () => {
    const view = await renderPhotos({ photos: gallery(1) });
    await view.add([image('scan.png')]);
    act(() => FakeUpload.all[0]?.answer(422, { result: 'The image field must be an image.' }));
    await waitFor(() => expect(view.result.current.messages).toEqual(['The image field must be an image.']));
    expect(view.result.current.list).toEqual(gallery(1));
    expect(view.result.current.shown).toEqual(gallery(1));
    expect(view.result.current.progress.size).toBe(0);
  });

  it('keeps a photo lost on the way (the connection, the server) with its preview, marked failed by its file’s name, and tells the failure once, centrally', async () => {
    const view = await renderPhotos({ photos: gallery(1) });
    await view.add([image('a.png'), image('b.png')]);
    const [a, b] = view.result.current.shown.slice(1).map(({ key }) => key);
    act(() => FakeUpload.all[0]?.fail());
    act(() => FakeUpload.all[1]?.answer(500, { message: 'Server Error' }));
    await waitFor(() => expect(view.result.current.progress.size).toBe(0));
    // each joins the list as its failure arrives, like an upload
    expect(view.result.current.list.toSorted((x, y) => x.key.localeCompare(y.key))).toEqual([
      ...gallery(1),
      { key: a, image: '', description: 15, main: false, failed: { name: 'a.png' } },
      { key: b, image: '', description: 15, main: false, failed: { name: 'b.png' } },
    ]);
    expect(view.result.current.shown).toEqual(view.result.current.list);
    expect(view.result.current.previews.get(a ?? '')).toBe('blob:preview-1');
    expect(view.result.current.previews.get(b ?? '')).toBe('blob:preview-2');
    // the connection's failure is one notification, the server's its dialog: the step adds nothing
    expect(view.result.current.messages).toEqual([]);
    expect(view.told()).toEqual([`error: ${appKa.errors.network}`]);
  });

  it('two photos lost on the same dropped connection are one failure, told once', async () => {
    const view = await renderPhotos();
    await view.add([image('a.png'), image('b.png')]);
    act(() => FakeUpload.all[0]?.fail());
    act(() => FakeUpload.all[1]?.fail());
    await waitFor(() => expect(view.result.current.list.map(({ failed }) => failed?.name).toSorted()).toEqual(['a.png', 'b.png']));
    expect(view.result.current.messages).toEqual([]);
    expect(view.told()).toEqual([`error: ${appKa.errors.network}`]);
  });

  it('tries a failed photo again in its place; uploaded, it is a photo like any other', async () => {
    const view = await renderPhotos({ photos: gallery(1) });
    await view.add([image('a.png'), image('b.png')]);
    act(() => FakeUpload.all[0]?.fail());
    await waitFor(() => expect(view.result.current.list).toHaveLength(2));
    act(() => FakeUpload.all[1]?.answer(200, { result: { path: '/p/b.jpg' } }));
    await waitFor(() => expect(view.result.current.progress.size).toBe(0));
    const failed = view.failedOne('a.png');
    expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-1.svg', '', '/p/b.jpg']);

    await view.retry(failed);
    expect(FakeUpload.all).toHaveLength(3);
    expect(FakeUpload.all[2]).toMatchObject({ url: '/client-api/image', type: 'image/png' });
    expect(view.result.current.progress.get(failed.key)).toBe(0);
    act(() => FakeUpload.all[2]?.answer(200, { result: { path: '/p/a.jpg' } }));
    await waitFor(() => expect(view.result.current.list).toEqual([gallery(1)[0], { key: failed.key, image: '/p/a.jpg', description: 15, main: false }, expect.objectContaining({ image: '/p/b.jpg' })]));
    // its file no longer waits on the device
    const { getPendingPhoto } = await import('../../../../../src/state/pending-photos');
    expect(await getPendingPhoto(failed.key)).toBeNull();
    expect(view.result.current.messages).toEqual([]);
  });

  it('a failed photo that fails again stays failed', async () => {
    const view = await renderPhotos();
    await view.add([image('a.png')]);
    act(() => FakeUpload.all[0]?.fail());
    await waitFor(() => expect(view.result.current.list).toHaveLength(1));
    await view.retry(view.failedOne('a.png'));
    act(() => FakeUpload.all[1]?.answer(503, { message: 'Service Unavailable' }));
    await waitFor(() => expect(view.result.current.progress.size).toBe(0));
    expect(view.result.current.list).toEqual([expect.objectContaining({ image: '', failed: { name: 'a.png' } })]);
  });

  it('removes a failed photo without a request, its file with it', async () => {
    const view = await renderPhotos({ photos: gallery(2) });
    await view.add([image('a.png')]);
    act(() => FakeUpload.all[0]?.fail());
    await waitFor(() => expect(view.result.current.list).toHaveLength(3));
    const failed = view.failedOne('a.png');
    await view.remove(failed);
    expect(view.result.current.list).toEqual(gallery(2));
    expect(view.sent).toEqual([]);
    const { getPendingPhoto } = await import('../../../../../src/state/pending-photos');
    expect(await getPendingPhoto(failed.key)).toBeNull();
  });

  it('a new main photo that failed waits beside the current one; tried again, it replaces it', async () => {
    const view = await renderPhotos({ photos: [photo('main', true), ...gallery(2)], answers: { 'POST /client-api/image/delete': () => json(200, { result: 'success' }) } });
    await view.add([image('front.png')], true);
    act(() => FakeUpload.all[0]?.fail());
    await waitFor(() => expect(view.result.current.list).toHaveLength(4));
    expect(images(view.result.current.list)).toEqual(['*/realt/demo/main.svg', '/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '*']);
    await view.retry(view.failedOne('front.png'));
    act(() => FakeUpload.all[1]?.answer(200, { result: { path: '/p/front.jpg' } }));
    await waitFor(() => expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-1.svg', '/realt/demo/flat-2.svg', '*/p/front.jpg']));
    await waitFor(() => expect(view.sent).toEqual([{ method: 'POST', path: '/client-api/image/delete', body: { old_path: '/realt/demo/main.svg' } }]));
  });

  it('a new main photo picked takes the place of one that failed', async () => {
    const view = await renderPhotos({ photos: [photo('main', true)] });
    await view.add([image('front.png')], true);
    act(() => FakeUpload.all[0]?.fail());
    await waitFor(() => expect(view.result.current.list).toHaveLength(2));
    await view.add([image('better.png')], true);
    expect(view.result.current.list).toEqual([photo('main', true)]);
  });

  it('waits for sign-in like a guest’s photo when the session ended on the way (401), and then uploads by itself', async () => {
    const view = await renderPhotos({ photos: gallery(2) });
    await view.add([image('a.png')]);
    act(() => FakeUpload.all[0]?.answer(401, { message: 'Unauthenticated.' }));
    view.rerender({ signedIn: false });
    await waitFor(() => expect(view.result.current.list[2]).toMatchObject({ image: '', pending: true }));
    expect(view.result.current.list[2]).not.toHaveProperty('failed');
    view.rerender({ signedIn: true });
    await waitFor(() => expect(FakeUpload.all).toHaveLength(2));
    act(() => FakeUpload.all[1]?.answer(200, { result: { path: '/p/a.jpg' } }));
    await waitFor(() => expect(view.result.current.list[2]).toMatchObject({ image: '/p/a.jpg', main: false }));
  });

  it('after a reload shows its preview again from the device, and waits to be tried again', async () => {
    const failed: PhotoEntry = { key: 'photo-x', image: '', description: 4, main: false, failed: { name: 'a.png' } };
    const view = await renderPhotos({ photos: [...gallery(2), failed], stored: { 'photo-x': image('a.png') } });
    await waitFor(() => expect(view.result.current.previews.get('photo-x')).toBe('blob:preview-1'));
    expect(FakeUpload.all).toEqual([]);
    await view.retry(failed);
    act(() => FakeUpload.all[0]?.answer(200, { result: { path: '/p/a.jpg' } }));
    await waitFor(() => expect(view.result.current.list[2]).toEqual({ key: 'photo-x', image: '/p/a.jpg', description: 4, main: false }));
  });
});

describe('removing', () => {
  it('deletes an uploaded photo of a new listing on the server, then takes it off the list', async () => {
    const view = await renderPhotos({ photos: gallery(3), answers: { 'POST /client-api/image/delete': () => json(200, { result: 'success' }) } });
    await view.remove(gallery(3)[1] ?? photo('none'));
    expect(view.sent).toEqual([{ method: 'POST', path: '/client-api/image/delete', body: { old_path: '/realt/demo/flat-2.svg' } }]);
    expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-1.svg', '/realt/demo/flat-3.svg']);
  });

  it('deletes a saved listing’s photo from the listing', async () => {
    const view = await renderPhotos({
      photos: gallery(2),
      owner: { listingId: 101 },
      answers: { 'POST /client-api/announcement/image/delete': () => json(200, { result: 'success' }) },
    });
    await view.remove(gallery(2)[0] ?? photo('none'));
    expect(view.sent.map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/client-api/announcement/image/delete', body: { path: '/realt/demo/flat-1.svg', id: 101 } }]);
    expect(images(view.result.current.list)).toEqual(['/realt/demo/flat-2.svg']);
  });

  it('keeps a photo the server would not delete, and says so', async () => {
    const view = await renderPhotos({ photos: gallery(2), answers: { 'POST /client-api/image/delete': () => json(422, { result: { old_path: ['The selected old path is invalid.'] } }) } });
    await view.remove(gallery(2)[0] ?? photo('none'));
    expect(view.result.current.messages).toEqual([t.removeFailed]);
    expect(view.result.current.list).toEqual(gallery(2));
  });
});

describe('a guest’s photos (§4: the draft survives the sign-in)', () => {
  it('wait with their preview and no request, and leave without one', async () => {
    const view = await renderPhotos({ signedIn: false });
    await view.add([image('front.png')], true);
    await view.add([image('hall.png')]);
    expect(view.result.current.list.map(({ image, main, pending }) => ({ image, main, pending }))).toEqual([
      { image: '', main: true, pending: true },
      { image: '', main: false, pending: true },
    ]);
    expect(view.result.current.previews.size).toBe(2);
    expect(FakeUpload.all).toEqual([]);
    await view.remove(view.result.current.list[1] ?? photo('none'));
    expect(view.result.current.list).toHaveLength(1);
    expect(view.sent).toEqual([]);
  });

  it('a new main photo replaces the waiting one', async () => {
    const view = await renderPhotos({ signedIn: false });
    await view.add([image('front.png')], true);
    const first = view.result.current.list[0]?.key;
    await view.add([image('better.png')], true);
    expect(view.result.current.list).toHaveLength(1);
    expect(view.result.current.list[0]?.key).not.toBe(first);
    // its file is no longer kept to upload after sign-in
    const { getPendingPhoto } = await import('../../../../../src/state/pending-photos');
    expect(await getPendingPhoto(first ?? '')).toBeNull();
  });

  it('upload by themselves after sign-in, each in its place with its description', async () => {
    const view = await renderPhotos({ signedIn: false });
    await view.add([image('a.jpg', 'jpeg'), image('b.png')]);
    const [a, b] = view.result.current.list;
    // the guest described the first photo meanwhile
    act(() => view.result.current.write(view.result.current.list.map((entry) => (entry.key === a?.key ? { ...entry, description: 4 } : entry))));
    view.rerender({ signedIn: true });
    await waitFor(() => expect(uploaded().toSorted()).toEqual(['image/jpeg', 'image/png']));
    // each uploads once, however often the form renders meanwhile
    view.rerender({ signedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeUpload.all).toHaveLength(2);
    act(() => uploadOf('image/png')?.answer(200, { result: { path: '/p/b.jpg' } }));
    await waitFor(() => expect(view.result.current.list[1]).toEqual({ key: b?.key, image: '/p/b.jpg', description: 15, main: false }));
    expect(view.result.current.list[0]).toMatchObject({ key: a?.key, pending: true });
    act(() => uploadOf('image/jpeg')?.answer(200, { result: { path: '/p/a.jpg' } }));
    await waitFor(() => expect(view.result.current.list[0]).toEqual({ key: a?.key, image: '/p/a.jpg', description: 4, main: false }));
    // uploaded, the files no longer wait in the store
    const { getPendingPhoto } = await import('../../../../../src/state/pending-photos');
    expect(await getPendingPhoto(a?.key ?? '')).toBeNull();
    expect(await getPendingPhoto(b?.key ?? '')).toBeNull();
    // and none twice, now that everything has settled
    expect(FakeUpload.all).toHaveLength(2);
  });
});

describe('a guest’s photo that fails to upload after sign-in', () => {
  it('lost on the way, stays failed by its file’s name, and is not sent again by itself', async () => {
    const view = await renderPhotos({ signedIn: false });
    await view.add([image('a.png')]);
    view.rerender({ signedIn: true });
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    act(() => FakeUpload.all[0]?.fail());
    await waitFor(() => expect(view.result.current.list).toEqual([expect.objectContaining({ image: '', failed: { name: 'a.png' } })]));
    expect(view.result.current.list[0]).not.toHaveProperty('pending');
    view.rerender({ signedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeUpload.all).toHaveLength(1);
  });

  it('leaves the list, with the server’s reason', async () => {
    const view = await renderPhotos({ signedIn: false });
    await view.add([image('a.png')]);
    view.rerender({ signedIn: true });
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    act(() => FakeUpload.all[0]?.answer(422, { result: 'The image field must be an image.' }));
    await waitFor(() => expect(view.result.current.list).toEqual([]));
    expect(view.result.current.messages).toEqual(['The image field must be an image.']);
  });
});

describe('leaving', () => {
  it('frees the previews', async () => {
    const view = await renderPhotos({ signedIn: false });
    await view.add([image('a.png')]);
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });
});
