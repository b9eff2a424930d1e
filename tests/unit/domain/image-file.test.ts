import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageProblem } from '../../../src/domain/image-file';

describe('imageProblem', () => {
  it('accepts an image of up to 10 MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 2_400_000 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('notImage');
    expect(imageProblem({ type: '', size: 1000 })).toBe('notImage');
  });

  it('refuses an image over 10 MB', () => {
    expect(imageProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('names the type problem first', () => {
    expect(imageProblem({ type: 'video/mp4', size: IMAGE_MAX_BYTES * 3 })).toBe('notImage');
  });
});
