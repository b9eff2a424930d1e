import { describe, expect, it } from 'vitest';
import type { PhotoEntry } from '../../../../src/features/listing-form/listing-values';
import { IMAGE_MAX_BYTES } from '../../../../src/domain/image-file';
import { dropPhoto, makeMain, movePhoto, screenFiles } from '../../../../src/features/listing-form/photos/photo-list';
import { listingFormTexts } from '../../../../src/i18n/catalogues';
import type { Lang } from '../../../../src/i18n/lang';
import { textsFor } from '../../../../src/i18n/texts';

const entry = (key: string, main = false): PhotoEntry => ({ key, image: `/p/${key}.jpg`, description: 15, main });
const list = [entry('m', true), entry('a'), entry('b'), entry('c')];
const keys = (photos: PhotoEntry[]) => photos.map((photo) => `${photo.key}${photo.main ? '*' : ''}`);
// a file of `size` bytes that begins like the format its type names
const HEADS: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
function file(name: string, type: string, size = 16) {
  const bytes = new Uint8Array(size);
  bytes.set(HEADS[type] ?? []);
  return new File([bytes], name, { type });
}

const refusalsIn = (lang: Lang = 'ka') => textsFor(listingFormTexts, lang).photos;

describe('which picked files may be uploaded', () => {
  it('refuses a file that is not an image and one over 10 MB, by name', async () => {
    const { accepted, refusals } = await screenFiles([file('plan.pdf', 'application/pdf'), file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), file('ok.png', 'image/png')], 10, refusalsIn());
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(refusals).toEqual(['„plan.pdf“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.', '„big.jpg“ 10 მბ-ზე დიდია.']);
  });

  it('refuses an SVG, and a file whose bytes are not the image its name claims', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    const fake = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    const { accepted, refusals } = await screenFiles([svg, fake], 10, refusalsIn());
    expect(accepted).toEqual([]);
    expect(refusals).toEqual(['„logo.svg“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.', '„logo.png“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.']);
  });

  it('takes no more than the free gallery places: an 11th photo is refused', async () => {
    const { accepted, refusals } = await screenFiles([file('1.png', 'image/png'), file('2.png', 'image/png')], 1, refusalsIn());
    expect(accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(refusals).toEqual(['გალერეაში მაქსიმუმ 10 ფოტოა დასაშვები — ზედმეტი ფოტოები არ დაემატა.']);
    expect((await screenFiles([file('1.png', 'image/png')], 0, refusalsIn())).accepted).toEqual([]);
  });

  it('words the refusals in the language of the texts it is given', async () => {
    const { refusals } = await screenFiles([file('plan.pdf', 'application/pdf'), file('1.png', 'image/png'), file('2.png', 'image/png')], 1, refusalsIn('ru'));
    expect(refusals).toEqual(['«plan.pdf» — не изображение. Загрузите JPG, PNG или WebP.', 'В галерее может быть не больше 10 фото — лишние не добавлены.']);
    expect((await screenFiles([file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)], 1, refusalsIn('en'))).refusals).toEqual(['“big.jpg” is larger than 10 MB: choose a photo up to 10 MB or make it smaller.']);
  });

  it('a file of exactly 10 MB is fine', async () => {
    expect((await screenFiles([file('edge.webp', 'image/webp', IMAGE_MAX_BYTES)], 10, refusalsIn())).accepted).toHaveLength(1);
  });
});

describe('reordering the gallery', () => {
  it('moves a photo one place earlier or later; the main photo stays first', () => {
    expect(keys(movePhoto(list, 'a', 1))).toEqual(['m*', 'b', 'a', 'c']);
    expect(keys(movePhoto(list, 'c', -1))).toEqual(['m*', 'a', 'c', 'b']);
  });

  it('does nothing past either end', () => {
    expect(keys(movePhoto(list, 'a', -1))).toEqual(['m*', 'a', 'b', 'c']);
    expect(keys(movePhoto(list, 'c', 1))).toEqual(['m*', 'a', 'b', 'c']);
  });

  it('drops a dragged photo at the place of another', () => {
    expect(keys(dropPhoto(list, 'c', 'a'))).toEqual(['m*', 'c', 'a', 'b']);
    expect(keys(dropPhoto(list, 'a', 'c'))).toEqual(['m*', 'b', 'c', 'a']);
  });

  it('makes a gallery photo the main one and puts the former main photo in its place', () => {
    expect(keys(makeMain(list, 'b'))).toEqual(['b*', 'a', 'm', 'c']);
    expect(keys(makeMain([entry('a'), entry('b')], 'b'))).toEqual(['b*', 'a']);
  });
});

describe('a new main photo that failed to upload, beside the current one', () => {
  const withFailedMain = [entry('m', true), { ...entry('n', true), image: '', failed: { name: 'new.png' } }, entry('a'), entry('b')];

  it('stays through a move in the gallery', () => {
    expect(keys(movePhoto(withFailedMain, 'a', 1))).toEqual(['m*', 'n*', 'b', 'a']);
  });

  it('gives way when a gallery photo is made the main one, whose place the current main photo takes', () => {
    expect(keys(makeMain(withFailedMain, 'b'))).toEqual(['b*', 'a', 'm']);
  });
});
