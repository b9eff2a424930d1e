import { describe, expect, it } from 'vitest';
import { truncateName } from '../../../../src/app/layout/truncate-name';

describe('truncateName', () => {
  it('keeps 6 characters on narrow screens and 12 on wide ones', () => {
    expect(truncateName('ალექსანდრე', false)).toBe('ალექსა…');
    expect(truncateName('ალექსანდრე', true)).toBe('ალექსანდრე');
    expect(truncateName('კონსტანტინე-ალექსანდრე', true)).toBe('კონსტანტინე-…');
  });

  it('leaves short names as they are', () => {
    expect(truncateName(' ნინო ', false)).toBe('ნინო');
    expect(truncateName('ლევანი', false)).toBe('ლევანი');
  });
});
