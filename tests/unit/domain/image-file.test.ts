import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageFileProblem, imageProblem } from '../../../src/domain/image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];
const blob = (bytes: number[], type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('imageProblem', () => {
  it('accepts a JPEG, PNG or WebP of up to 10 MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 2_400_000 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('refuses a file that is not a JPEG, PNG or WebP', () => {
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('notImage');
    expect(imageProblem({ type: '', size: 1000 })).toBe('notImage');
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('notImage');
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe('notImage');
  });

  it('refuses an image over 10 MB', () => {
    expect(imageProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('names the type problem first', () => {
    expect(imageProblem({ type: 'video/mp4', size: IMAGE_MAX_BYTES * 3 })).toBe('notImage');
  });
});

describe('imageFileProblem', () => {
  it('accepts files whose first bytes are a JPEG, PNG or WebP', async () => {
    expect(await imageFileProblem(blob(PNG, 'image/png'))).toBeNull();
    expect(await imageFileProblem(blob(JPEG, 'image/jpeg'))).toBeNull();
    expect(await imageFileProblem(blob(WEBP, 'image/webp'))).toBeNull();
  });

  it('refuses a file named like an image whose bytes are something else', async () => {
    const svg = [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')];
    expect(await imageFileProblem(blob(svg, 'image/png'))).toBe('notImage');
    expect(await imageFileProblem(blob([...new TextEncoder().encode('%PDF-1.4')], 'image/jpeg'))).toBe('notImage');
    expect(await imageFileProblem(blob([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20], 'image/webp'))).toBe('notImage');
    expect(await imageFileProblem(blob([], 'image/png'))).toBe('notImage');
  });

  it('refuses an SVG by its type before reading it', async () => {
    expect(await imageFileProblem(blob([...new TextEncoder().encode('<svg/>')], 'image/svg+xml'))).toBe('notImage');
  });
});
