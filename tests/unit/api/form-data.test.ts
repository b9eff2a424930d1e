import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../src/api/form-data';

describe('toFormData', () => {
  it('sends numbers and text as strings and skips empty values', () => {
    const form = toFormData({ adType: 1, title: 'ბინა ვაკეში', rangePrice: undefined, video: null });
    expect([...form.entries()]).toEqual([
      ['adType', '1'],
      ['title', 'ბინა ვაკეში'],
    ]);
  });

  it('sends objects as JSON and booleans as 1 or 0', () => {
    const form = toFormData({ main_photo: { image: '/a.svg', description: 2 }, telegram: true, raise: false });
    expect(form.get('main_photo')).toBe('{"image":"/a.svg","description":2}');
    expect(form.get('telegram')).toBe('1');
    expect(form.get('raise')).toBe('0');
  });

  it('keeps files as files', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const sent = toFormData({ image: file }).get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('photo.png');
  });
});
