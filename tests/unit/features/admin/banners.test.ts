import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../src/domain/image-file';
import { bannerFileProblem, bannerSchema } from '../../../../src/features/admin/banners/banner-file';
import { movedIds } from '../../../../src/features/admin/banners/banner-order';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import { inLang } from './in-lang';

const problem = (file: { type: string; size: number }) => bannerFileProblem(file, inLang('ka').t.banners);
const schema = () => {
  const { r, t } = inLang('ka');
  return bannerSchema(r, t);
};

describe('banner images', () => {
  it('accepts an image of at most 10 MB', () => {
    expect(problem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses an SVG, which could run script where it is opened', () => {
    expect(problem({ type: 'image/svg+xml', size: 900 })).toBe('აირჩიეთ სურათის ფაილი');
  });

  it('refuses what is not an image, or is larger', () => {
    expect(problem({ type: 'application/pdf', size: 10 })).toBe('აირჩიეთ სურათის ფაილი');
    expect(problem({ type: '', size: 10 })).toBe('აირჩიეთ სურათის ფაილი');
    expect(problem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('სურათის ზომა არ უნდა აღემატებოდეს 10 მბ-ს');
  });

  it('checks the whole form before anything is sent', async () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(await firstErrors(schema(), { image: undefined, title: '', link: '' })).toEqual({
      image: 'გთხოვთ, შეავსოთ ველი',
      title: 'გთხოვთ, შეავსოთ ველი',
    });
    expect(await firstErrors(schema(), { image: text, title: 'ბანერი', link: 'realt.ge' })).toEqual({
      image: 'აირჩიეთ სურათის ფაილი',
      link: 'შეიყვანეთ სწორი ბმული (https://…)',
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'a.png', { type: 'image/png' });
    expect(await firstErrors(schema(), { image: png, title: 'ბანერი', link: '' })).toEqual({});
    const disguised = new File(['<svg onload="alert(1)"/>'], 'a.png', { type: 'image/png' });
    expect(await firstErrors(schema(), { image: disguised, title: 'ბანერი', link: '' })).toEqual({ image: 'აირჩიეთ სურათის ფაილი' });
  });

  it('says why in the page’s language', async () => {
    const ru = inLang('ru');
    expect(bannerFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }, inLang('en').t.banners)).toBe('The image is larger than 10 MB. Choose one up to 10 MB or make it smaller');
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(await firstErrors(bannerSchema(ru.r, ru.t), { image: text, title: 'Баннер', link: 'realt.ge' })).toEqual({
      image: 'Выберите файл изображения: JPG, PNG или WebP',
      link: 'Введите корректную ссылку (https://…)',
    });
  });
});

describe('banner order', () => {
  it('moves a banner one place up or down', () => {
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('keeps the order at the ends and for an unknown banner', () => {
    expect(movedIds([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
