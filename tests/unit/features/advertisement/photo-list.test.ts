import { describe, expect, it } from 'vitest';
import type { PhotoEntry } from '../../../../src/features/advertisement/listing-values';
import { IMAGE_MAX_BYTES } from '../../../../src/domain/image-file';
import { dropPhoto, makeMain, movePhoto, screenFiles } from '../../../../src/features/advertisement/photos/photo-list';

const entry = (key: string, main = false): PhotoEntry => ({ key, image: `/p/${key}.jpg`, description: 15, main });
const list = [entry('m', true), entry('a'), entry('b'), entry('c')];
const keys = (photos: PhotoEntry[]) => photos.map((photo) => `${photo.key}${photo.main ? '*' : ''}`);
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('which picked files may be uploaded', () => {
  it('refuses a file that is not an image and one over 10 MB, by name', () => {
    const { accepted, refusals } = screenFiles([file('plan.pdf', 'application/pdf'), file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), file('ok.png', 'image/png')], 10);
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(refusals).toEqual(['„plan.pdf“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.', '„big.jpg“ 10 მბ-ზე დიდია.']);
  });

  it('takes no more than the free gallery places: an 11th photo is refused', () => {
    const { accepted, refusals } = screenFiles([file('1.png', 'image/png'), file('2.png', 'image/png')], 1);
    expect(accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(refusals).toEqual(['გალერეაში მაქსიმუმ 10 ფოტოა დასაშვები — ზედმეტი ფოტოები არ დაემატა.']);
    expect(screenFiles([file('1.png', 'image/png')], 0).accepted).toEqual([]);
  });

  it('a file of exactly 10 MB is fine', () => {
    expect(screenFiles([file('edge.webp', 'image/webp', IMAGE_MAX_BYTES)], 10).accepted).toHaveLength(1);
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
